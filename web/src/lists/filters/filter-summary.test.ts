import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { QuickFilterDefinition } from '../../list-views/quick-filter.js';
import { summarizeSelection } from './filter-summary.js';

const t = ((key: string, options?: Record<string, unknown>) =>
  options && 'n' in options ? `${key}:${options.n}` : key) as unknown as TFunction<'lists'>;
const of = (type: string): QuickFilterDefinition => ({ name: 'f', type });
const options = [
  { value: 1, label: 'Customer' },
  { value: 3, label: 'Partner' },
];

describe('chip summaries', () => {
  it('options show their labels, more than two a count', () => {
    expect(summarizeSelection(of('options'), { values: [3] }, options, t, 'en')).toBe('Partner');
    expect(summarizeSelection(of('options'), { values: [1, 3] }, options, t, 'en')).toBe('Customer, Partner');
    expect(summarizeSelection(of('options'), { values: [1, 3, 9] }, options, t, 'en')).toBe(
      'filters.selectedCount:3',
    );
  });
  it('dates show the quick option or the days', () => {
    expect(summarizeSelection(of('daterange'), { option: 'today' }, [], t, 'en')).toBe('dates.today');
    expect(summarizeSelection(of('dayrange'), { from: '2024-05-01', to: '2024-05-31' }, [], t, 'en')).toBe(
      `${new Date(2024, 4, 1).toLocaleDateString('en')} – ${new Date(2024, 4, 31).toLocaleDateString('en')}`,
    );
    expect(summarizeSelection(of('day'), { from: '2024-05-01' }, [], t, 'en')).toBe(
      new Date(2024, 4, 1).toLocaleDateString('en'),
    );
    expect(summarizeSelection(of('daterange'), { from: '2024-05-01' }, [], t, 'en')).toMatch(/^≥ /);
  });
  it('ranges, text, owner and nothing', () => {
    expect(summarizeSelection(of('numericrange'), { to: 10 }, [], t, 'en')).toBe('≤ 10');
    expect(summarizeSelection(of('text'), { text: 'abc' }, [], t, 'en')).toBe('abc');
    expect(summarizeSelection(of('owner'), { option: 'me' }, [], t, 'en')).toBe('owner.me');
    expect(summarizeSelection(of('options'), undefined, options, t, 'en')).toBe('');
  });
});
