import { describe, expect, it } from 'vitest';
import type { PropertyMeta } from '../metadata/object-metadata.js';
import { testEuro } from '../metadata/test-currency.js';
import { fieldKind } from './field-kind.js';
import { formatValue } from './format-value.js';

const property = (patch: Partial<PropertyMeta>): PropertyMeta => ({
  logicalName: 'p',
  displayName: 'P',
  type: 'String',
  flags: [],
  ...patch,
});
const en = { language: 'en' };
const euro = testEuro;

describe('fieldKind', () => {
  it('chooses by type, flags and settings', () => {
    expect(fieldKind(property({}))).toBe('text');
    expect(fieldKind(property({ logicalName: 'tags' }))).toBe('tags');
    expect(fieldKind(property({}), { tags: true })).toBe('tags');
    expect(fieldKind(property({ flags: ['OptionSet', 'WriteIn'] }))).toBe('writein');
    expect(fieldKind(property({ flags: ['AutoNumber'] }))).toBe('autonumber');
    expect(fieldKind(property({ flags: ['File'] }))).toBe('file');
    expect(fieldKind(property({ flags: ['Image'] }))).toBe('image');
    expect(fieldKind(property({ type: 'Integer', flags: ['Duration'] }))).toBe('duration');
    expect(fieldKind(property({ type: 'Integer', flags: ['OptionSet'] }), { display: 'stage' })).toBe(
      'stage',
    );
    expect(fieldKind(property({ type: 'Integer', flags: ['OptionSet', 'MultiSelect'] }))).toBe('multiselect');
    expect(fieldKind(property({ type: 'DateTime', flags: ['DateOnly', 'Age'] }))).toBe('date');
    expect(fieldKind(property({ type: 'Boolean' }), { button: true })).toBe('button');
    expect(fieldKind(property({ type: 'Guid' }))).toBe('readonly');
  });
});

describe('formatValue', () => {
  it('leaves empty values empty', () => {
    for (const value of [null, undefined, '']) {
      expect(formatValue(property({ type: 'Money' }), value, en)).toBe('');
    }
  });
  it('formats numbers, money and durations', () => {
    expect(formatValue(property({ type: 'Decimal', precision: 2 }), '1234.5', { language: 'de' })).toBe(
      '1.234,50',
    );
    expect(formatValue(property({ type: 'Integer' }), 1200, en)).toBe('1,200');
    expect(
      formatValue(property({ type: 'Money', precision: 2 }), 99, { ...en, currencyDict: { eur: euro } }),
    ).toBe('99.00\u00a0€');
    expect(formatValue(property({ type: 'Integer', flags: ['Duration'] }), 5400, en)).toBe('1:30:00');
  });
  it('writes numbers and amounts in the number locale, dates still in the language', () => {
    const slovak = { language: 'en', numberLocale: 'sk-SK', currencyDict: { eur: euro } };
    expect(formatValue(property({ type: 'Money', precision: 2 }), 1450, slovak)).toBe('1\u00a0450,00\u00a0€');
    expect(formatValue(property({ type: 'Decimal', precision: 1 }), '108780000', slovak)).toBe(
      '108\u00a0780\u00a0000,0',
    );
    expect(formatValue(property({ type: 'Integer' }), 1450, { ...slovak, numberLocale: 'de-DE' })).toBe(
      '1.450',
    );
    expect(formatValue(property({ type: 'DateTime', flags: ['DateOnly'] }), '2026-05-01', slovak)).toBe(
      formatValue(property({ type: 'DateTime', flags: ['DateOnly'] }), '2026-05-01', en),
    );
  });
  it('shows option labels, booleans and multi-selects', () => {
    const rich = [
      { value: 1, label: 'Customer' },
      { value: 2, label: 'Prospect' },
    ];
    expect(formatValue(property({ type: 'Integer', flags: ['OptionSet'], richOptions: rich }), 2, en)).toBe(
      'Prospect',
    );
    expect(formatValue(property({ type: 'Boolean' }), true, en)).toBe('Yes');
    expect(
      formatValue(property({ type: 'Boolean', flags: ['OptionSet'], richOptions: rich }), true, en),
    ).toBe('Prospect');
    const bits = property({
      type: 'Integer',
      flags: ['MultiSelect'],
      richOptions: [
        { value: 0, label: 'Mon' },
        { value: 1, label: 'Tue' },
        { value: 2, label: 'Wed' },
      ],
    });
    expect(formatValue(bits, 5, en)).toBe('Mon, Wed');
    expect(formatValue(property({ flags: ['MultiSelect'], options: ['a', 'b'] }), 'b;a', en)).toBe('b, a');
  });
  it('shows lookups, tags and dates', () => {
    expect(formatValue(property({ type: 'Lookup' }), { id: '1', name: 'account', label: 'Acme' }, en)).toBe(
      'Acme',
    );
    expect(formatValue(property({ type: 'Lookup' }), { id: '1', name: 'account' }, en)).toBe('Unknown');
    expect(formatValue(property({ logicalName: 'tags' }), 'b;a', en)).toBe('a, b');
    expect(formatValue(property({ type: 'DateTime', flags: ['DateOnly'] }), '2026-05-01', en)).toBe(
      'May 1, 2026',
    );
    const t = (key: string, values?: Record<string, unknown>) => `${key}:${values?.count}`;
    expect(
      formatValue(property({ type: 'DateTime', flags: ['DateOnly', 'Age'] }), '2000-01-01', { ...en, t }),
    ).toMatch(/^fields:ageYears:\d+$/);
  });
});
