import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../fields/format-value.js';
import { stampTexts } from './header-stamps.js';

/** A t over the real forms texts of one language. */
async function translator(language: string): Promise<Translate> {
  const file = new URL(`../../../../locales/${language}/forms.json`, import.meta.url);
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { forms: JSON.parse(readFileSync(file, 'utf8')) } },
    ns: ['forms'],
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const now = new Date('2026-03-10T12:00:00Z');
const created = { at: new Date('2026-03-01T09:30:00Z'), by: 'Jan Novák' };

describe('the header stamps', () => {
  it('say when and by whom, recent changes relatively', async () => {
    const t = await translator('en');
    const modified = { at: new Date('2026-03-10T11:55:00Z'), by: 'Eva' };
    const texts = stampTexts({ created, modified }, now, 'en', t);
    expect(texts.created?.text).toBe('Created Mar 1, 2026 by Jan Novák');
    expect(texts.created?.iso).toBe('2026-03-01T09:30:00.000Z');
    expect(texts.modified?.text).toBe('Modified 5 min. ago by Eva');
    expect(texts.modified?.title).toMatch(/Mar 10, 2026/);
  });

  it('say "just now", "on {date}" after a day, and leave out a missing user', async () => {
    const t = await translator('en');
    expect(stampTexts({ modified: { at: now, by: 'Eva' } }, now, 'en', t).modified?.text).toBe(
      'Modified just now by Eva',
    );
    const old = stampTexts(
      { modified: { at: new Date('2026-03-02T10:00:00Z'), by: undefined } },
      now,
      'en',
      t,
    );
    expect(old.modified?.text).toMatch(/^Modified on Mar 2, 2026, \d{1,2}:00/);
    expect(old.created).toBeUndefined();
  });

  it("follow the user's language", async () => {
    const modified = { at: new Date('2026-03-10T10:00:00Z'), by: 'Eva' };
    const sk = stampTexts({ created, modified }, now, 'sk', await translator('sk'));
    expect(sk.created?.text).toBe('Vytvorené 1. 3. 2026 používateľom Jan Novák');
    expect(sk.modified?.text).toBe('Upravené pred 2 h používateľom Eva');
    const de = stampTexts({ created, modified }, now, 'de', await translator('de'));
    expect(de.created?.text).toBe('Erstellt am 01.03.2026 von Jan Novák');
    expect(de.modified?.text).toBe('Geändert vor 2 Std. von Eva');
    const cs = stampTexts({ created }, now, 'cs', await translator('cs'));
    expect(cs.created?.text).toBe('Vytvořeno 1. 3. 2026 uživatelem Jan Novák');
  });
});
