import type { FetchFilter } from '@strata/api/contract/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildListFilter, customFilter, type FilterContext, isFilterActive } from './build-filter.js';
import {
  customFilterComponent,
  customFilterToFilter,
  registerCustomFilter,
  unregisterCustomFilter,
} from './custom-filters.js';
import type { FilterSelection, QuickFilterDefinition } from './quick-filter.js';

const context: FilterContext = {
  now: new Date(2024, 4, 15),
  userId: 'u1',
  teamUserIds: [],
  propertyOf: () => undefined,
  linkAliases: ['pc'],
};

// a test-only registration: "big or strategic" accounts above a revenue the chip chooses
const Component = () => null;
const bigOrStrategic = (selection: FilterSelection | undefined): FetchFilter | undefined => {
  if (selection?.from === undefined) return undefined;
  return {
    type: 'or',
    conditions: [
      { attribute: 'revenue', operator: 'ge', value: Number(selection.from) },
      { attribute: 'customertypecode', operator: 'eq', value: 3 },
    ],
  };
};

const custom = (definition: Partial<QuickFilterDefinition> = {}): QuickFilterDefinition => ({
  name: 'big',
  type: 'custom',
  component: 'test-big',
  ...definition,
});

describe('custom quick filters', () => {
  beforeEach(() => registerCustomFilter('test-big', Component, { toFilter: bigOrStrategic }));
  afterEach(() => {
    unregisterCustomFilter('test-big');
    unregisterCustomFilter('test-plain');
    unregisterCustomFilter('test-broken');
  });

  it('are registered with a component and, optionally, a toFilter', () => {
    expect(customFilterComponent('test-big')).toBe(Component);
    expect(customFilterToFilter('test-big')).toBe(bigOrStrategic);
    registerCustomFilter('test-plain', Component);
    expect(customFilterComponent('test-plain')).toBe(Component);
    expect(customFilterToFilter('test-plain')).toBeUndefined();
    expect(customFilterToFilter(undefined)).toBeUndefined();
  });

  it('toFilter gets the selection and the definition; its filter is the chip’s', () => {
    const toFilter = vi.fn(bigOrStrategic);
    registerCustomFilter('test-big', Component, { toFilter });
    const definition = custom();
    expect(customFilter(definition, { from: 1000 })).toEqual(bigOrStrategic({ from: 1000 }));
    expect(toFilter).toHaveBeenCalledWith({ from: 1000 }, definition);
    expect(isFilterActive(definition, { from: 1000 }, context)).toBe(true);
    expect(isFilterActive(definition, undefined, context)).toBe(false);
  });

  it('an active custom filter joins the list filter by and, next to the view filter', () => {
    const viewFilter: FetchFilter = { conditions: [{ attribute: 'statecode', operator: 'eq', value: 0 }] };
    const selections = { big: { from: 1000 } };
    const alone = buildListFilter({ viewFilter: undefined, definitions: [custom()], selections, context });
    expect(alone.filter).toEqual(bigOrStrategic({ from: 1000 }));
    const withView = buildListFilter({ viewFilter, definitions: [custom()], selections, context });
    expect(withView.filter).toEqual({ type: 'and', filters: [viewFilter, bigOrStrategic({ from: 1000 })] });
    const withText = buildListFilter({
      viewFilter,
      definitions: [custom(), { name: 'q', type: 'text', propertyName: 'name' }],
      selections: { ...selections, q: { text: 'acme' } },
      context,
    });
    expect(withText.filter).toEqual({
      type: 'and',
      conditions: [{ attribute: 'name', operator: 'like', value: '%acme%' }],
      filters: [viewFilter, bigOrStrategic({ from: 1000 })],
    });
    // inactive: nothing added, the view filter stays as it is
    expect(buildListFilter({ viewFilter, definitions: [custom()], selections: {}, context }).filter).toBe(
      viewFilter,
    );
  });

  it('a custom filter counts for its mandatory group', () => {
    const definitions = [
      custom({ mandatoryGroup: 'g' }),
      { name: 'o', type: 'options', mandatoryGroup: 'g' },
    ];
    const none = buildListFilter({ viewFilter: undefined, definitions, selections: {}, context });
    expect(none.filter).toEqual({ type: 'and', conditions: [{ attribute: 'id', operator: 'null' }] });
    const some = buildListFilter({
      viewFilter: undefined,
      definitions,
      selections: { big: { from: 5 } },
      context,
    });
    expect(some.filter).toEqual(bigOrStrategic({ from: 5 }));
  });

  it('on a link alias, conditions without an entityName get the alias', () => {
    const link = { name: 'contact', from: 'contactid', to: 'primarycontactid', alias: 'pc' };
    const built = buildListFilter({
      viewFilter: undefined,
      definitions: [custom({ alias: 'pc', customFetch: [link] })],
      selections: { big: { from: 1 } },
      context,
    });
    expect(built.problems).toEqual([]);
    expect(built.filter?.conditions?.every((condition) => condition.entityName === 'pc')).toBe(true);
  });

  it('without a toFilter, with an empty answer or a throwing one, it filters nothing', () => {
    registerCustomFilter('test-plain', Component);
    expect(customFilter(custom({ component: 'test-plain' }), { from: 1 })).toBeUndefined();
    registerCustomFilter('test-plain', Component, { toFilter: () => ({ type: 'and', conditions: [] }) });
    expect(customFilter(custom({ component: 'test-plain' }), { from: 1 })).toBeUndefined();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    registerCustomFilter('test-broken', Component, {
      toFilter: () => {
        throw new Error('boom');
      },
    });
    expect(customFilter(custom({ component: 'test-broken' }), { from: 1 })).toBeUndefined();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    // an unknown component and a non-custom type never call anything
    expect(customFilter(custom({ component: 'nope' }), { from: 1 })).toBeUndefined();
    expect(customFilter(custom({ type: 'text' }), { from: 1 })).toBeUndefined();
  });
});
