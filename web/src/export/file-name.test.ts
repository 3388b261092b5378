import { describe, expect, it } from 'vitest';
import { defaultFileBase, exportFileName, safeFileName } from './file-name.js';

describe('file names', () => {
  it('are the plural name plus the suffix by default, with the format extension', () => {
    expect(defaultFileBase('Accounts', 'Export')).toBe('Accounts - Export');
    expect(exportFileName({ fileName: '', pluralName: 'Accounts', suffix: 'Export', format: 'csv' })).toBe(
      'Accounts - Export.csv',
    );
    expect(exportFileName({ fileName: '  ', pluralName: 'Účty', suffix: 'Export', format: 'pdf' })).toBe(
      'Účty - Export.pdf',
    );
  });

  it('let the fileName option override the default, without doubling its extension', () => {
    const name = (fileName: string) =>
      exportFileName({ fileName, pluralName: 'Accounts', suffix: 'Export', format: 'json' });
    expect(name('May report')).toBe('May report.json');
    expect(name('May report.JSON')).toBe('May report.json');
    expect(name('.json')).toBe('Accounts - Export.json');
    expect(exportFileName({ fileName: '', pluralName: '???', suffix: '', format: 'csv' })).toBe('-.csv');
  });

  it('strip characters no file system allows, control characters and edge dots', () => {
    expect(safeFileName('a<b>c:d"e/f\\g|h?i*j')).toBe('a b c d e f g h i j');
    expect(safeFileName('tab\there\nline\u0007bell')).toBe('tab here line bell');
    expect(safeFileName('  ..hidden name.. ')).toBe('hidden name');
    expect(safeFileName('???')).toBe('');
    expect(safeFileName('CON')).toBe('_CON');
    expect(safeFileName('x'.repeat(400))).toHaveLength(150);
    // letters of every language stay
    expect(safeFileName('Žluťoučký kůň – Straße')).toBe('Žluťoučký kůň – Straße');
  });

  it('fall back to the default when the typed name has nothing usable', () => {
    expect(exportFileName({ fileName: '///', pluralName: 'Contacts', suffix: 'Export', format: 'csv' })).toBe(
      'Contacts - Export.csv',
    );
  });
});
