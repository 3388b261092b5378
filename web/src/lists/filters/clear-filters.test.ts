import { describe, expect, it } from 'vitest';
import type { FilterSelection, QuickFilterDefinition } from '../../list-views/quick-filter.js';
import { clearedFilters, clearedSelection, filtersNarrow } from './clear-filters.js';
import type { FilterOption } from './filter-options.js';

const status: QuickFilterDefinition = {
  name: 'status',
  type: 'options',
  mustSelect: true,
  defaultOption: 0,
};
const statusOptions: FilterOption[] = [
  { value: 0, label: 'Active' },
  { value: 1, label: 'Inactive' },
];
const city: QuickFilterDefinition = { name: 'city', type: 'text', propertyName: 'address1_city' };
const owner: QuickFilterDefinition = { name: 'owner', type: 'owner', initialOption: 'me' };
const added: QuickFilterDefinition = { name: 'telephone1', type: 'text', propertyName: 'telephone1' };

const clearedOf = (definition: QuickFilterDefinition) =>
  clearedSelection(definition, definition === status ? statusOptions : []);
/** active as build-filter would say: a selection with something in it */
const isActiveIn =
  (selections: Record<string, FilterSelection>) =>
  (definition: QuickFilterDefinition): boolean => {
    const selection = selections[definition.name];
    if (!selection) return false;
    if (definition.type === 'owner') return selection.option !== 'anyone';
    return Boolean(selection.text || selection.values?.length);
  };

describe('clearedSelection', () => {
  it('empties a filter, but a mustSelect one falls back to its default option', () => {
    expect(clearedSelection(city, [])).toBeUndefined();
    expect(clearedSelection(owner, [])).toBeUndefined();
    expect(clearedSelection(status, statusOptions)).toEqual({ values: [0] });
    expect(clearedSelection({ ...status, mustSelect: false }, statusOptions)).toBeUndefined();
  });
});

describe('filtersNarrow', () => {
  const narrow = (
    selections: Record<string, FilterSelection>,
    more: { searchText?: string; advanced?: { conditions: [] } } = {},
  ) =>
    filtersNarrow({
      chips: [status, city, owner],
      selections,
      searchText: more.searchText ?? '',
      advanced: more.advanced,
      isActive: isActiveIn(selections),
      clearedOf,
    });

  it('is false for a list as its view defines it, a mustSelect filter on its fallback included', () => {
    expect(narrow({})).toBe(false);
    expect(narrow({ status: { values: [0] } })).toBe(false);
    expect(narrow({ owner: { option: 'anyone' } })).toBe(false);
  });

  it('is true for search text, Advanced Find, or a filter its Clear would change', () => {
    expect(narrow({}, { searchText: 'zz' })).toBe(true);
    expect(narrow({}, { searchText: '   ' })).toBe(false);
    expect(narrow({}, { advanced: { conditions: [] } })).toBe(true);
    expect(narrow({ status: { values: [1] } })).toBe(true);
    expect(narrow({ city: { text: 'Brno' } })).toBe(true);
    expect(narrow({ owner: { option: 'me' } })).toBe(true);
  });
});

describe('clearedFilters', () => {
  it('clears every chip as its Clear would, drops the search and Advanced Find, keeps added chips', () => {
    const cleared = clearedFilters(
      {
        selections: {
          status: { values: [1] },
          city: { text: 'Brno' },
          owner: { option: 'me' },
          telephone1: { text: '+421' },
          __search: { text: 'zz' },
        },
        extra: [added],
        advanced: { type: 'and', conditions: [{ attribute: 'name', operator: 'eq', value: 'x' }] },
      },
      [status, city, owner, added],
      '__search',
      clearedOf,
    );
    expect(cleared).toEqual({ selections: { status: { values: [0] } }, extra: [added] });
  });
});
