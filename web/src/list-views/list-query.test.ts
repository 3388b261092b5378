import type { ObjectDefinition } from '@strata/api/contract/metadata';
import { describe, expect, it } from 'vitest';
import { mobileColumns, resolveColumns, rowFormName } from './columns.js';
import type { ListViewBody } from './list-definition.js';
import { buildCountQuery, buildListQuery, columnSort, toggleSort } from './list-query.js';

const contact: ObjectDefinition = {
  logicalName: 'contact',
  displayName: 'Contact',
  displayNamePlural: 'Contacts',
  type: 'standard',
  properties: [
    { logicalName: 'name', displayName: 'Full Name', type: 'String', flags: [] },
    { logicalName: 'jobtitle', displayName: 'Job Title', type: 'String', flags: [] },
  ],
} as unknown as ObjectDefinition;
const account = {
  ...contact,
  logicalName: 'account',
  properties: [{ logicalName: 'name', displayName: 'Account Name', type: 'String', flags: [] }],
} as unknown as ObjectDefinition;

const body: ListViewBody = {
  query: {
    entity: {
      name: 'contact',
      attributes: [{ attribute: 'name' }],
      filter: { conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] },
      links: [
        {
          name: 'account',
          from: 'id',
          to: 'accountid',
          alias: 'acc',
          type: 'outer',
          attributes: [{ attribute: 'name', alias: 'accountname' }],
        },
      ],
    },
  },
  columns: [
    { attribute: 'name', width: 200, mobileOrder: 2 },
    { attribute: 'acc.name', mobileOrder: 1, mobileLabel: true },
    { attribute: 'jobtitle', label: 'Position' },
  ],
};

describe('columns', () => {
  const columns = resolveColumns(body, contact, { account, contact });
  it('resolves labels, widths, keys and linked properties', () => {
    expect(columns.map((column) => [column.key, column.label, column.width, column.objectName])).toEqual([
      ['name', 'Full Name', 200, 'contact'],
      ['accountname', 'Account Name', 150, 'account'],
      ['jobtitle', 'Position', 150, 'contact'],
    ]);
    expect(columns[1]?.entityName).toBe('acc');
  });
  it('orders mobile cards by mobileOrder, the rest after in view order', () => {
    expect(mobileColumns(columns).map((column) => column.attribute)).toEqual([
      'acc.name',
      'name',
      'jobtitle',
    ]);
  });

  it("opens rows in the name column's form, else another own column's, never a linked one's", () => {
    const withForms = (definitions: ListViewBody['columns']) =>
      rowFormName(resolveColumns({ ...body, columns: definitions }, contact, { account, contact }));
    expect(withForms(body.columns)).toBeUndefined();
    expect(
      withForms([
        { attribute: 'acc.name', formName: 'account_quick' },
        { attribute: 'jobtitle', formName: 'contact_hr' },
        { attribute: 'name', formName: 'contact_sales' },
      ]),
    ).toBe('contact_sales');
    expect(
      withForms([
        { attribute: 'acc.name', formName: 'account_quick' },
        { attribute: 'jobtitle', formName: 'contact_hr' },
      ]),
    ).toBe('contact_hr');
    expect(withForms([{ attribute: 'acc.name', formName: 'account_quick' }])).toBeUndefined();
  });

  const built = {
    filter: { conditions: [{ attribute: 'x', operator: 'eq' as const, value: 1 }] },
    links: [],
    problems: [],
  };
  it('the list query selects missing columns, takes the built filter and the sort', () => {
    const query = buildListQuery(body, columns, built, [{ attribute: 'jobtitle', descending: true }]);
    expect(query.entity.attributes).toEqual([{ attribute: 'name' }, { attribute: 'jobtitle' }]);
    expect(query.entity.filter).toBe(built.filter);
    expect(query.entity.orders).toEqual([{ attribute: 'jobtitle', descending: true }]);
  });
  it('the count keeps the filter, drops outer links without filters and all selected attributes', () => {
    const query = buildListQuery(body, columns, built, undefined);
    expect(buildCountQuery(query)).toEqual({
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'id', aggregate: 'count', alias: 'count' }],
        filter: built.filter,
      },
    });
    const inner = {
      ...query,
      entity: {
        ...query.entity,
        links: (body.query.entity.links ?? []).map((link) => ({ ...link, type: 'inner' as const })),
      },
    };
    expect(buildCountQuery(inner).entity.links).toEqual([
      { name: 'account', from: 'id', to: 'accountid', alias: 'acc', type: 'inner' },
    ]);
  });
  it('the count keeps an outer link whose alias the filter names', () => {
    const query = buildListQuery(body, columns, built, undefined);
    const byAccount = {
      entity: {
        ...query.entity,
        filter: {
          filters: [
            {
              conditions: [{ attribute: 'name', operator: 'like' as const, value: 'A%', entityName: 'acc' }],
            },
          ],
        },
      },
    };
    expect(buildCountQuery(byAccount).entity.links).toEqual([
      { name: 'account', from: 'id', to: 'accountid', alias: 'acc', type: 'outer' },
    ]);
  });
  it('header clicks sort ascending first, then flip; linked columns name their alias', () => {
    const [name, linked] = columns as [(typeof columns)[0], (typeof columns)[0]];
    const first = toggleSort(undefined, name);
    expect(first).toEqual([{ attribute: 'name', descending: false }]);
    expect(columnSort(first, name)).toBe('ascending');
    expect(toggleSort(first, name)).toEqual([{ attribute: 'name', descending: true }]);
    const byAccount = toggleSort(first, linked);
    expect(byAccount).toEqual([{ attribute: 'name', descending: false, entityName: 'acc' }]);
    expect(columnSort(byAccount, name)).toBe('none');
    expect(columnSort(byAccount, linked)).toBe('ascending');
  });
});
