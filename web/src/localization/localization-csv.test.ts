import { describe, expect, it } from 'vitest';
import { localizationCsv, parseLocalizationCsv } from './localization-csv.js';
import { filterLines, gridLines, missingCounts } from './translation-table.js';

const names = [
  { key: 'entity.account.displayName', source: 'Account' },
  { key: 'field.account.name', source: 'Account Name' },
];
const rows = [
  { id: '1', name: 'entity.account.displayName', lang: 'sk', text: 'Firma', versionnumber: 1 },
  { id: '2', name: 'entity.gone.displayName', lang: 'sk', text: 'Preč', versionnumber: 1 },
];
const known = new Set(names.map((name) => name.key));

describe('the localization grid', () => {
  it('joins names and rows, counts and filters what is missing', () => {
    const lines = gridLines(names, rows);
    expect(lines).toHaveLength(2);
    expect(missingCounts(lines)).toEqual({ en: 2, sk: 1, cs: 2, de: 2 });
    expect(filterLines(lines, { search: '', missingIn: 'sk' }).map((line) => line.key)).toEqual([
      'field.account.name',
    ]);
    expect(filterLines(lines, { search: 'firma', missingIn: '' }).map((line) => line.key)).toEqual([
      'entity.account.displayName',
    ]);
  });
});

describe('localization CSV', () => {
  it('exports what it imports back', () => {
    const text = localizationCsv(gridLines(names, rows));
    expect(text.startsWith('\uFEFFname;source;en;sk;cs;de\r\n')).toBe(true);
    expect(parseLocalizationCsv(text, known)).toEqual({
      translations: [{ key: 'entity.account.displayName', lang: 'sk', text: 'Firma' }],
      problems: [],
    });
  });

  it('reports unknown names and languages by line and keeps the rest', () => {
    const wide =
      'name;source;sk;xx\nentity.account.displayName;Account;Firma;?\nfield.nope;;Nie;\nfield.account.name;;Názov;\n';
    expect(parseLocalizationCsv(wide, known)).toEqual({
      translations: [
        { key: 'entity.account.displayName', lang: 'sk', text: 'Firma' },
        { key: 'field.account.name', lang: 'sk', text: 'Názov' },
      ],
      problems: [
        { line: 1, problem: 'unknownLanguage', value: 'xx' },
        { line: 3, problem: 'unknownName', value: 'field.nope' },
      ],
    });
  });

  it('reads the long shape name;lang;text', () => {
    const long = 'name,lang,text\nfield.account.name,de,Firmenname\nfield.account.name,fr,Nom\n';
    expect(parseLocalizationCsv(long, known)).toEqual({
      translations: [{ key: 'field.account.name', lang: 'de', text: 'Firmenname' }],
      problems: [{ line: 3, problem: 'unknownLanguage', value: 'fr' }],
    });
  });

  it('refuses a file without a name column', () => {
    expect(parseLocalizationCsv('key;sk\na;b\n', known).problems).toEqual([
      { line: 1, problem: 'noName', value: '' },
    ]);
  });
});
