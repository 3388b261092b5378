import type { FetchQuery } from '@strata/api/contract/query';
import { describe, expect, it } from 'vitest';
import { defaultExportSetup } from './default-query.js';
import { exportColumns, queryColumns } from './export-columns.js';
import { account, contact, metaDict } from './test-metadata.js';

const keysAndLabels = (columns: { key: string; label: string }[]) =>
  columns.map((column) => `${column.key}=${column.label}`);

describe('export columns', () => {
  it('are what the query returns: attributes, aliases, aggregates and link attributes', () => {
    const query: FetchQuery = {
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'name' }, { attribute: 'jobtitle', alias: 'title' }],
        links: [
          {
            name: 'account',
            from: 'id',
            to: 'accountid',
            alias: 'acc',
            attributes: [{ attribute: 'name', alias: 'accountname' }, { attribute: 'revenue' }],
          },
        ],
      },
    };
    const columns = queryColumns(query, contact, metaDict);
    expect(keysAndLabels(columns)).toEqual([
      'name=Full Name',
      'title=title',
      'accountname=accountname',
      'acc.revenue=Annual Revenue (Account)',
    ]);
    expect(columns[3]?.property?.type).toBe('Money');
  });

  it('give counts no property, so they are plain numbers', () => {
    const [count] = queryColumns(
      { entity: { name: 'account', attributes: [{ attribute: 'id', aggregate: 'count' }] } },
      account,
      metaDict,
    );
    expect(count).toEqual({ key: 'id_count', label: 'Id (count)', property: undefined });
  });

  it('are every property but binary ones with allattrs', () => {
    const keys = queryColumns({ entity: { name: 'account', allattrs: true } }, account, metaDict).map(
      (column) => column.key,
    );
    expect(keys).toContain('revenue');
    expect(keys).not.toContain('logo');
    expect(keys).toHaveLength(account.properties.length - 1);
  });

  it("follow a list's column settings (labels, order) as far as the query returns them", () => {
    const query: FetchQuery = {
      entity: {
        name: 'contact',
        attributes: [{ attribute: 'name' }, { attribute: 'jobtitle' }, { attribute: 'accountid' }],
        links: [
          {
            name: 'account',
            from: 'id',
            to: 'accountid',
            alias: 'acc',
            attributes: [{ attribute: 'name', alias: 'accountname' }],
          },
        ],
      },
    };
    const columns = exportColumns(query, contact, metaDict, [
      { attribute: 'acc.name' },
      { attribute: 'name', label: 'Who' },
      { attribute: 'emailaddress1' },
    ]);
    // emailaddress1 is not fetched: no column of empty cells
    expect(keysAndLabels(columns)).toEqual(['accountname=Account Name', 'name=Who']);
    // without settings, every returned value
    expect(exportColumns(query, contact, metaDict).map((column) => column.key)).toEqual([
      'name',
      'jobtitle',
      'accountid',
      'accountname',
    ]);
  });
});

describe('the default export of an entity', () => {
  it("takes the default view's columns and order, its links, and not its filter", () => {
    const setup = defaultExportSetup(contact, {
      query: {
        entity: {
          name: 'contact',
          attributes: [{ attribute: 'name' }, { attribute: 'accountid' }],
          filter: { conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] },
          orders: [{ attribute: 'name', descending: true }],
          links: [
            {
              name: 'account',
              from: 'id',
              to: 'accountid',
              alias: 'acc',
              attributes: [{ attribute: 'name', alias: 'accountname' }],
            },
          ],
        },
      },
      columns: [
        { attribute: 'name' },
        { attribute: 'acc.name' },
        { attribute: 'jobtitle' },
        { attribute: 'nosuch' },
      ],
    });
    expect(setup.query.entity.attributes).toEqual([{ attribute: 'name' }, { attribute: 'jobtitle' }]);
    expect(setup.query.entity.filter).toBeUndefined();
    expect(setup.query.entity.orders).toEqual([{ attribute: 'name', descending: true }]);
    expect(setup.query.entity.links?.[0]?.alias).toBe('acc');
    const columns = exportColumns(setup.query, contact, metaDict, setup.columns);
    expect(keysAndLabels(columns)).toEqual([
      'name=Full Name',
      'accountname=Account Name',
      'jobtitle=Job Title',
    ]);
  });

  it('is the name column by name without a view', () => {
    const setup = defaultExportSetup(account, undefined);
    expect(setup.query).toEqual({
      entity: { name: 'account', attributes: [{ attribute: 'name' }], orders: [{ attribute: 'name' }] },
    });
    expect(exportColumns(setup.query, account, metaDict, setup.columns)).toEqual([
      { key: 'name', label: 'Account Name', property: account.properties[1] },
    ]);
  });
});
