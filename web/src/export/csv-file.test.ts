import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCsv, neutralizeFormula } from './csv-file.js';
import type { ExportTable } from './export-table.js';

const table = (rows: string[][], more: Partial<ExportTable> = {}): ExportTable => ({
  header: ['Name', 'Amount'],
  rows: rows.map((row) => row.map((text, index) => ({ text, numeric: index === 1 }))),
  totals: null,
  numeric: [false, true],
  ...more,
});

/** The rows a spreadsheet (here papaparse) reads back from the text after the BOM. */
const readBack = (csv: string) =>
  Papa.parse<string[]>(csv.slice(1), { delimiter: ';', skipEmptyLines: true }).data;

describe('CSV files', () => {
  it('start with a BOM, use semicolons and have a header of column labels', () => {
    const csv = buildCsv(table([['Acme', '12,5']]), { csvHeader: false });
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Name;Amount\r\nAcme;12,5\r\n');
    expect(readBack(csv)).toEqual([
      ['Name', 'Amount'],
      ['Acme', '12,5'],
    ]);
  });

  it("write 'sep=;' as the first line when asked", () => {
    const csv = buildCsv(table([['Acme', '1']]), { csvHeader: true });
    expect(csv.slice(1).split('\r\n')).toEqual(['sep=;', 'Name;Amount', 'Acme;1', '']);
  });

  it('quote values holding the separator, quotes or line breaks', () => {
    const csv = buildCsv(table([['Smith; Jones "and sons"\nLtd', '1']]), { csvHeader: false });
    expect(csv).toContain('"Smith; Jones ""and sons""\nLtd";1');
    expect(readBack(csv)[1]).toEqual(['Smith; Jones "and sons"\nLtd', '1']);
  });

  it('neutralise every formula start, also before a line break, but not our own negative numbers', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r', '\n']) {
      expect(neutralizeFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(neutralizeFormula("=cmd|' /C calc'!A0\nsecond line")).toBe("'=cmd|' /C calc'!A0\nsecond line");
    expect(neutralizeFormula('Acme = best')).toBe('Acme = best');
    const csv = buildCsv(
      table([
        ['=1+1', '-5'],
        ['@SUM(A1)', '3'],
      ]),
      { csvHeader: false },
    );
    expect(readBack(csv).slice(1)).toEqual([
      ["'=1+1", '-5'],
      ["'@SUM(A1)", '3'],
    ]);
    // a header label is user data too (an administrator names the fields)
    expect(buildCsv({ ...table([]), header: ['=HYPERLINK("x")', 'Amount'] }, { csvHeader: false })).toContain(
      '\'=HYPERLINK(""x"")',
    );
  });

  it('neutralise a formula behind leading white space or invisible characters, and full-width signs', () => {
    // each of these is read as a formula by Excel, LibreOffice or Google Sheets
    const attacks = [
      ' =1+1',
      "   =cmd|' /C calc'!A0",
      '\u00a0=1+1',
      '\u3000=1+1',
      '\u200b=1+1',
      '\ufeff=1+1',
      '\u0001@SUM(A1)',
      ' \t+1',
      '\uff1d1+1',
      '\uff0b1',
      '\uff0d1',
      '\uff20SUM(A1)',
      ' \uff1dHYPERLINK("x")',
      '\ufe661+1',
    ];
    for (const attack of attacks) expect(neutralizeFormula(attack)).toBe(`'${attack}`);
    // text that only contains a sign later, or starts with white space alone, is left alone
    for (const text of ['Acme ＝ best', ' Acme', 'a-b', '1 + 1']) expect(neutralizeFormula(text)).toBe(text);
    const csv = buildCsv(table([[' =1+1', '3']]), { csvHeader: false });
    expect(readBack(csv)[1]).toEqual(["' =1+1", '3']);
  });

  it('papaparse alone would let a multi-line formula through: the reason for our own guard', () => {
    const unsafe = Papa.unparse([['=1+1\nmore']], { escapeFormulae: true });
    expect(unsafe.startsWith('"=')).toBe(true);
  });

  it('are still a valid file with only the header when there are no rows', () => {
    const csv = buildCsv(table([]), { csvHeader: false });
    expect(csv).toBe('\uFEFFName;Amount\r\n');
  });

  it('end with the totals row when there is one', () => {
    const csv = buildCsv(
      table([['A', '1']], {
        totals: [
          { text: 'Total', numeric: false },
          { text: '-1', numeric: true },
        ],
      }),
      { csvHeader: false },
    );
    expect(csv.split('\r\n').at(-2)).toBe('Total;-1');
  });
});
