import { describe, expect, it } from 'vitest';
import { buildListFilter, type FilterContext } from '../../list-views/build-filter.js';
import type { QuickFilterDefinition } from '../../list-views/quick-filter.js';
import { initialSelection } from './initial-selection.js';

// Wednesday 2026-03-18, local time
const now = new Date(2026, 2, 18, 15, 30);
const context = { options: [], target: undefined, now };
const start = (type: string, initialOption: unknown, extra: Partial<QuickFilterDefinition> = {}) =>
  initialSelection({ name: 'f', type, propertyName: 'p', initialOption, ...extra } as QuickFilterDefinition, {
    ...context,
    target: type === 'lookup' ? 'account' : undefined,
  });

describe('initialSelection', () => {
  it('starts options filters on the named option, or the mustSelect fallback', () => {
    const options = [
      { value: 1, label: 'One' },
      { value: 2, label: 'Two' },
    ];
    const definition = { name: 'f', type: 'options', initialOption: '2' };
    expect(initialSelection(definition, { ...context, options })).toEqual({ values: [2] });
    expect(
      initialSelection({ name: 'f', type: 'options', mustSelect: true }, { ...context, options }),
    ).toEqual({ values: [1] });
  });

  it('starts owner and date filters on a known choice only', () => {
    expect(start('owner', 'me')).toEqual({ option: 'me' });
    expect(start('owner', 'someone')).toBeUndefined();
    expect(start('date', 'this-week')).toEqual({ option: 'this-week' });
    expect(start('date', 'sometime')).toBeUndefined();
    expect(start('daterange', 'prev-month')).toEqual({ option: 'prev-month' });
  });

  it('turns ranges of days into from and to, today included', () => {
    expect(start('daterange', ['2026-01-01', null])).toEqual({ from: '2026-01-01' });
    expect(start('dayrange', ['today', '2026-04-30'])).toEqual({ from: '2026-03-18', to: '2026-04-30' });
    // a quick option on a day range becomes its days, Monday to Sunday
    expect(start('dayrange', 'this-week')).toEqual({ from: '2026-03-16', to: '2026-03-22' });
    expect(start('dayrange', ['2026-02-30', 'x'])).toBeUndefined();
    expect(start('day', 'today')).toEqual({ from: '2026-03-18' });
    expect(start('day', '2026-12-24')).toEqual({ from: '2026-12-24' });
    expect(start('day', '24.12.2026')).toBeUndefined();
  });

  it('reads numbers and numeric ranges, a decimal comma included', () => {
    expect(start('number', '12,5')).toEqual({ from: 12.5 });
    expect(start('number', 'many')).toBeUndefined();
    expect(start('numericrange', [10, null])).toEqual({ from: 10 });
    expect(start('numericrange', ['1', '9'])).toEqual({ from: 1, to: 9 });
    expect(start('age', 30)).toEqual({ from: 30, to: 30 });
    expect(start('age', [18, 65])).toEqual({ from: 18, to: 65 });
  });

  it('starts a text filter on its text', () => {
    expect(start('text', 'acme')).toEqual({ text: 'acme' });
    expect(start('text', '  ')).toBeUndefined();
    expect(start('text', 5)).toBeUndefined();
  });

  it('starts a lookup filter on records given by id or by {id, label}', () => {
    expect(start('lookup', 'a1')).toEqual({ values: [{ id: 'a1', name: 'account' }] });
    expect(start('lookup', [{ id: 'a1', label: 'Acme' }, 'a2'], { multiSelect: true })).toEqual({
      values: [
        { id: 'a1', name: 'account', label: 'Acme' },
        { id: 'a2', name: 'account' },
      ],
    });
    // single-select keeps the first
    expect(start('lookup', ['a1', 'a2'])).toEqual({ values: [{ id: 'a1', name: 'account' }] });
    expect(start('lookup', [3, null])).toBeUndefined();
  });

  it('hands custom filters their value as it is', () => {
    expect(start('custom', ['x', 'y'])).toEqual({ values: ['x', 'y'] });
    expect(start('custom', 'open')).toEqual({ option: 'open' });
    expect(start('custom', undefined)).toBeUndefined();
  });

  it('gives selections the filter builder applies', () => {
    const definitions: QuickFilterDefinition[] = [
      { name: 'revenue', type: 'numericrange', propertyName: 'revenue', initialOption: [100, 200] },
      { name: 'city', type: 'text', propertyName: 'city', initialOption: 'Bra' },
      { name: 'account', type: 'lookup', propertyName: 'parentid', initialOption: 'a1' },
    ];
    const filterContext: FilterContext = {
      now,
      userId: 'u1',
      teamUserIds: [],
      propertyOf: () => undefined,
      linkAliases: [],
    };
    const selections = Object.fromEntries(
      definitions.map((definition) => [
        definition.name,
        initialSelection(definition, { ...context, target: 'account' }) ?? {},
      ]),
    );
    const built = buildListFilter({ viewFilter: undefined, definitions, selections, context: filterContext });
    expect(built.filter?.conditions).toEqual([
      { attribute: 'revenue', operator: 'ge', value: 100 },
      { attribute: 'revenue', operator: 'le', value: 200 },
      { attribute: 'city', operator: 'like', value: '%Bra%' },
      { attribute: 'parentid', operator: 'eq', value: 'a1' },
    ]);
  });
});
