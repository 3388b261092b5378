import { describe, expect, it } from 'vitest';
import { systemObjects } from '../migrations/system-objects.js';
import { isNumberLocale, numberLocales } from './number-locales.js';

describe('number locales', () => {
  it("are the options of the organisation's Number Format field (tenant migration 0010)", () => {
    const field = systemObjects()
      .get('inu_orgsettings')
      ?.properties.find((property) => property.logicalName === 'numberlocale');
    expect(field?.flags).toContain('OptionSet');
    expect(field?.richOptions?.map((option) => option.value)).toEqual([...numberLocales]);
  });

  it('are told apart from anything else', () => {
    expect(isNumberLocale('sk-SK')).toBe(true);
    expect(isNumberLocale('sk')).toBe(false);
    expect(isNumberLocale(null)).toBe(false);
  });

  it('are locales Intl knows', () => {
    for (const locale of numberLocales) {
      expect(Intl.NumberFormat.supportedLocalesOf([locale])).toEqual([locale]);
    }
  });
});
