import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { describe, expect, it } from 'vitest';
import {
  buildListFilter,
  type FilterContext,
  filterConditions,
  isFilterActive,
  likePattern,
} from './build-filter.js';
import type { QuickFilterDefinition } from './quick-filter.js';

const properties: Record<string, PropertyDefinition> = {
  createdon: { logicalName: 'createdon', displayName: 'Created On', type: 'DateTime', flags: ['UTC'] },
  birthdate: { logicalName: 'birthdate', displayName: 'Birthday', type: 'DateTime', flags: ['DateOnly'] },
  price: { logicalName: 'price', displayName: 'Price', type: 'Money', flags: [] },
};

const context: FilterContext = {
  now: new Date(2024, 4, 15, 12, 0),
  userId: 'u1',
  teamUserIds: ['u2', 'u1', 'u3'],
  propertyOf: (definition) => properties[definition.propertyName ?? definition.name],
  linkAliases: ['acc'],
};

const filter = (definition: Partial<QuickFilterDefinition>): QuickFilterDefinition => ({
  name: definition.propertyName ?? 'f',
  type: 'options',
  ...definition,
});

const iso = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

describe('filterConditions', () => {
  it('options: one value is eq, several are in, none is inactive', () => {
    const status = filter({ propertyName: 'statecode' });
    expect(filterConditions(status, { values: [0] }, context)).toEqual([
      { attribute: 'statecode', operator: 'eq', value: 0 },
    ]);
    expect(filterConditions(status, { values: [1, 2] }, context)).toEqual([
      { attribute: 'statecode', operator: 'in', value: [1, 2] },
    ]);
    expect(filterConditions(status, { values: [] }, context)).toEqual([]);
    expect(filterConditions(status, undefined, context)).toEqual([]);
    expect(isFilterActive(status, { values: [] }, context)).toBe(false);
  });

  it('text: like %text% with wildcards escaped, only from minimumLength on', () => {
    const search = filter({ type: 'text', propertyName: 'name', minimumLength: 2 });
    expect(filterConditions(search, { text: 'a' }, context)).toEqual([]);
    expect(filterConditions(search, { text: ' ab ' }, context)).toEqual([
      { attribute: 'name', operator: 'like', value: '%ab%' },
    ]);
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(filterConditions(filter({ type: 'text', propertyName: 'name' }), { text: '' }, context)).toEqual(
      [],
    );
  });

  it('number: eq from minimumLength on; numericrange: ge and le', () => {
    const amount = filter({ type: 'number', propertyName: 'price', minimumLength: 3 });
    expect(filterConditions(amount, { from: '12' }, context)).toEqual([]);
    expect(filterConditions(amount, { from: '120' }, context)).toEqual([
      { attribute: 'price', operator: 'eq', value: 120 },
    ]);
    const range = filter({ type: 'numericrange', propertyName: 'price' });
    expect(filterConditions(range, { from: '10,5', to: 99 }, context)).toEqual([
      { attribute: 'price', operator: 'ge', value: 10.5 },
      { attribute: 'price', operator: 'le', value: 99 },
    ]);
    expect(filterConditions(range, { from: 'x' }, context)).toEqual([]);
  });

  it('lookup: ids of the chosen records', () => {
    const account = filter({ type: 'lookup', propertyName: 'accountid' });
    expect(
      filterConditions(account, { values: [{ id: 'a1', name: 'account', label: 'A' }] }, context),
    ).toEqual([{ attribute: 'accountid', operator: 'eq', value: 'a1' }]);
    expect(filterConditions(account, { values: [{ id: 'a1' }, { id: 'a2' }] }, context)).toEqual([
      { attribute: 'accountid', operator: 'in', value: ['a1', 'a2'] },
    ]);
  });

  it('owner: me, not me, my team (with me, once) and anyone', () => {
    const owner = filter({ type: 'owner', name: 'owner' });
    expect(filterConditions(owner, { option: 'me' }, context)).toEqual([
      { attribute: 'ownerid', operator: 'eq', value: 'u1' },
    ]);
    expect(filterConditions(owner, { option: 'notme' }, context)).toEqual([
      { attribute: 'ownerid', operator: 'ne', value: 'u1' },
    ]);
    expect(filterConditions(owner, { option: 'team' }, context)).toEqual([
      { attribute: 'ownerid', operator: 'in', value: ['u1', 'u2', 'u3'] },
    ]);
    expect(filterConditions(owner, { option: 'anyone' }, context)).toEqual([]);
  });

  it('date quick options and custom ranges on a timestamp', () => {
    const created = filter({ type: 'daterange', propertyName: 'createdon' });
    expect(filterConditions(created, { option: 'this-month' }, context)).toEqual([
      { attribute: 'createdon', operator: 'ge', value: iso(2024, 5, 1) },
      { attribute: 'createdon', operator: 'lt', value: iso(2024, 6, 1) },
    ]);
    expect(filterConditions(created, { from: '2024-01-10', to: '2024-01-12' }, context)).toEqual([
      { attribute: 'createdon', operator: 'ge', value: iso(2024, 1, 10) },
      { attribute: 'createdon', operator: 'lt', value: iso(2024, 1, 13) },
    ]);
    // a date filter offers quick options only
    const date = filter({ type: 'date', propertyName: 'createdon' });
    expect(filterConditions(date, { from: '2024-01-10' }, context)).toEqual([]);
    expect(filterConditions(date, { option: 'today' }, context)).toHaveLength(2);
  });

  it('day and dayrange, ignoring years outside 1801..2199; date-only properties compare days', () => {
    const birthday = filter({ type: 'day', propertyName: 'birthdate' });
    expect(filterConditions(birthday, { from: '1990-03-04' }, context)).toEqual([
      { attribute: 'birthdate', operator: 'ge', value: '1990-03-04' },
      { attribute: 'birthdate', operator: 'lt', value: '1990-03-05' },
    ]);
    expect(filterConditions(birthday, { from: '1790-03-04' }, context)).toEqual([]);
    const range = filter({ type: 'dayrange', propertyName: 'birthdate' });
    expect(filterConditions(range, { to: '1990-03-04' }, context)).toEqual([
      { attribute: 'birthdate', operator: 'lt', value: '1990-03-05' },
    ]);
  });

  it('age: birth dates of the chosen ages', () => {
    const age = filter({ type: 'age', propertyName: 'birthdate' });
    expect(filterConditions(age, { from: 18, to: 20 }, context)).toEqual([
      { attribute: 'birthdate', operator: 'ge', value: '2003-05-16' },
      { attribute: 'birthdate', operator: 'lt', value: '2006-05-16' },
    ]);
  });

  it('custom and unknown kinds filter nothing', () => {
    expect(filterConditions(filter({ type: 'custom' }), { values: [1] }, context)).toEqual([]);
    expect(filterConditions(filter({ type: 'weird' }), { values: [1] }, context)).toEqual([]);
  });

  it('a filter on a link names its alias', () => {
    const linked = filter({ propertyName: 'industrycode', alias: 'acc', customFetch: [] });
    expect(filterConditions(linked, { values: [3] }, context)).toEqual([
      { attribute: 'industrycode', operator: 'eq', value: 3, entityName: 'acc' },
    ]);
  });
});

describe('buildListFilter', () => {
  const viewFilter = {
    type: 'or' as const,
    conditions: [{ attribute: 'statecode', operator: 'eq' as const, value: 0 }],
  };

  it('without active filters the view filter stays as it is', () => {
    const built = buildListFilter({
      viewFilter,
      definitions: [filter({ propertyName: 'x' })],
      selections: {},
      context,
    });
    expect(built).toEqual({ filter: viewFilter, links: [], problems: [] });
    expect(
      buildListFilter({ viewFilter: undefined, definitions: [], selections: {}, context }).filter,
    ).toBeUndefined();
  });

  it('combines the active filters with the view filter by and', () => {
    const built = buildListFilter({
      viewFilter,
      definitions: [filter({ propertyName: 'industrycode' }), filter({ type: 'owner', name: 'owner' })],
      selections: { industrycode: { values: [1, 2] }, owner: { option: 'me' } },
      context,
    });
    expect(built.filter).toEqual({
      type: 'and',
      conditions: [
        { attribute: 'industrycode', operator: 'in', value: [1, 2] },
        { attribute: 'ownerid', operator: 'eq', value: 'u1' },
      ],
      filters: [viewFilter],
    });
  });

  it('adds the Advanced Find filter as given, next to the view filter', () => {
    const advanced = {
      type: 'or' as const,
      conditions: [
        { attribute: 'name', operator: 'like' as const, value: 'a%' },
        { attribute: 'name', operator: 'like' as const, value: 'b%' },
      ],
    };
    const alone = buildListFilter({
      viewFilter: undefined,
      definitions: [],
      selections: {},
      context,
      advanced,
    });
    expect(alone.filter).toBe(advanced);
    const withView = buildListFilter({ viewFilter, definitions: [], selections: {}, context, advanced });
    expect(withView.filter).toEqual({ type: 'and', filters: [viewFilter, advanced] });
    expect(withView.filter?.filters?.[1]).toBe(advanced);
    const withQuick = buildListFilter({
      viewFilter,
      definitions: [filter({ propertyName: 'industrycode' })],
      selections: { industrycode: { values: [1] } },
      context,
      advanced,
    });
    expect(withQuick.filter).toEqual({
      type: 'and',
      conditions: [{ attribute: 'industrycode', operator: 'eq', value: 1 }],
      filters: [viewFilter, advanced],
    });
  });

  it('a mandatory group with no active filter forces an empty result', () => {
    const definitions = [
      filter({ propertyName: 'a', mandatoryGroup: 'g' }),
      filter({ propertyName: 'b', mandatoryGroup: 'g' }),
    ];
    const empty = buildListFilter({ viewFilter: undefined, definitions, selections: {}, context });
    expect(empty.filter).toEqual({ type: 'and', conditions: [{ attribute: 'id', operator: 'null' }] });
    const one = buildListFilter({
      viewFilter: undefined,
      definitions,
      selections: { b: { values: [1] } },
      context,
    });
    expect(one.filter).toEqual({ type: 'and', conditions: [{ attribute: 'b', operator: 'eq', value: 1 }] });
  });

  it('alias without custom fetch, and a link missing from the custom fetch, are reported and skipped', () => {
    const noFetch = buildListFilter({
      viewFilter: undefined,
      definitions: [filter({ propertyName: 'x', alias: 'p' })],
      selections: { x: { values: [1] } },
      context,
    });
    expect(noFetch.problems).toEqual([{ key: 'problems.aliasWithoutCustomFetch' }]);
    expect(noFetch.filter).toBeUndefined();
    const missing = buildListFilter({
      viewFilter: undefined,
      definitions: [filter({ propertyName: 'x', alias: 'p', customFetch: { links: [] } })],
      selections: { x: { values: [1] } },
      context,
    });
    expect(missing.problems).toEqual([{ key: 'problems.linkNotFound', alias: 'p' }]);
  });

  it('adds the links of a custom fetch once', () => {
    const link = { name: 'contact', from: 'id', to: 'primarycontactid', alias: 'pc' };
    const built = buildListFilter({
      viewFilter: undefined,
      definitions: [
        filter({ name: 'one', propertyName: 'jobtitle', type: 'text', alias: 'pc', customFetch: [link] }),
        filter({
          name: 'two',
          propertyName: 'city',
          type: 'text',
          alias: 'pc',
          customFetch: { links: [link] },
        }),
        filter({ name: 'three', propertyName: 'name', type: 'text', alias: 'acc', customFetch: [] }),
      ],
      selections: { one: { text: 'boss' }, two: { text: 'Nitra' }, three: { text: 'Acme' } },
      context,
    });
    expect(built.problems).toEqual([]);
    expect(built.links).toEqual([link]);
    expect(built.filter?.conditions).toHaveLength(3);
  });
});
