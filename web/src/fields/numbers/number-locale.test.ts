import { numberLocales } from '@strata/api/contract/number-locales';
import { describe, expect, it } from 'vitest';
import { numberLocaleOf } from './number-locale.js';

describe('numberLocaleOf', () => {
  it("takes the organisation's number format over the user's language", () => {
    expect(numberLocaleOf('sk-SK', 'en')).toBe('sk-SK');
    for (const locale of numberLocales) expect(numberLocaleOf(locale, 'de')).toBe(locale);
  });
  it('leaves numbers to the language when the organisation chose none, or something unknown', () => {
    expect(numberLocaleOf(null, 'de')).toBe('de');
    expect(numberLocaleOf(undefined, 'sk')).toBe('sk');
    expect(numberLocaleOf('', 'cs')).toBe('cs');
    expect(numberLocaleOf('xx-YY', 'en')).toBe('en');
  });
});
