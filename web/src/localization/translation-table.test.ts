import { describe, expect, it } from 'vitest';
import { fallbackText, type GridLine, isMissing, missingCounts } from './translation-table.js';

const row = (lang: string, text: string) => ({ id: lang, name: 'k', lang, text, versionnumber: 1 });
const system: GridLine = {
  key: 'entity.inu_changehandler.displayName',
  source: 'Trigger',
  defaults: { sk: 'Spúšťač', cs: 'Spouštěč', de: 'Trigger' },
  rows: {},
};

describe('shipped system names in the editor', () => {
  it('count as present and show as the cell placeholder', () => {
    expect(isMissing(system, 'sk')).toBe(false);
    expect(fallbackText(system, 'sk')).toBe('Spúšťač');
    expect(missingCounts([system])).toEqual({ en: 1, sk: 0, cs: 0, de: 0 });
  });

  it('give way to an English rename (the organisation owns the name then)', () => {
    const renamed: GridLine = { ...system, rows: { en: row('en', 'Automation') } };
    expect(isMissing(renamed, 'sk')).toBe(true);
    expect(fallbackText(renamed, 'sk')).toBe('Automation');
  });

  it('leave names without defaults missing until a row has a text', () => {
    const own: GridLine = { key: 'entity.account.displayName', source: 'Account', rows: {} };
    expect(isMissing(own, 'de')).toBe(true);
    expect(isMissing({ ...own, rows: { de: row('de', 'Firma') } }, 'de')).toBe(false);
  });
});
