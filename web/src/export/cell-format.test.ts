import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../fields/format-value.js';
import { type CellOptions, formatCell, languageDecimalSeparator, plainNumber } from './cell-format.js';
import { buildExportTable, columnTotals } from './export-table.js';
import { account, columnOf } from './test-metadata.js';
import { textsOf } from './test-texts.js';

const column = (key: string) => columnOf(account, key);
let english: Translate;
let slovak: Translate;
beforeAll(async () => {
  english = await textsOf('en');
  slovak = await textsOf('sk');
});

const options = (more: Partial<CellOptions> = {}): CellOptions => ({
  language: 'en',
  decimalSeparator: '.',
  t: english,
  timeZone: 'UTC',
  ...more,
});

describe('cell texts', () => {
  it('show lookups by their label and option sets by their option label', () => {
    const row = {
      primarycontactid: { id: 'c1', name: 'contact', label: 'Žofia Nováková' },
      customertypecode: 3,
    };
    expect(formatCell(column('primarycontactid'), row, options()).text).toBe('Žofia Nováková');
    expect(formatCell(column('customertypecode'), row, options())).toEqual({
      text: 'Partner',
      numeric: false,
    });
  });

  it('write numbers without grouping, with the chosen decimal separator and the column precision', () => {
    const row = { revenue: '1234567.5', numberofemployees: 1200, address1_latitude: 48.1234567 };
    expect(formatCell(column('revenue'), row, options())).toEqual({ text: '1234567.50', numeric: true });
    expect(formatCell(column('revenue'), row, options({ decimalSeparator: ',' })).text).toBe('1234567,50');
    expect(formatCell(column('numberofemployees'), row, options()).text).toBe('1200');
    expect(formatCell(column('address1_latitude'), row, options({ decimalSeparator: ',' })).text).toBe(
      '48,123457',
    );
    expect(plainNumber(-0.001, '.', 2)).toBe('0.00');
    expect(plainNumber(0.1 + 0.2, ',')).toBe('0,3');
    expect(plainNumber(-12.5, ',')).toBe('-12,5');
  });

  it('write whole numbers exactly as Intl would, without asking it', () => {
    const intl = (value: number, precision?: number) =>
      new Intl.NumberFormat('en-US', {
        useGrouping: false,
        minimumFractionDigits: precision ?? 0,
        maximumFractionDigits: precision ?? 10,
        signDisplay: 'negative',
      }).format(value);
    for (const value of [0, -0, 1, -1, 7, 1200, -98765, 123456789012345, 2 ** 53 - 1, 1e16, -1e21]) {
      for (const precision of [undefined, 0, 2, 4]) {
        expect(plainNumber(value, '.', precision)).toBe(intl(value, precision));
        expect(plainNumber(value, ',', precision)).toBe(intl(value, precision).replace('.', ','));
      }
    }
  });

  it("write booleans and dates in the user's language", () => {
    const row = { donotemail: true, createdon: '2024-03-05T14:30:00Z', founded: '1999-12-31' };
    expect(formatCell(column('donotemail'), row, options()).text).toBe('Yes');
    expect(formatCell(column('donotemail'), row, options({ language: 'sk', t: slovak })).text).toBe('Áno');
    expect(formatCell(column('createdon'), row, options()).text).toBe('Mar 5, 2024, 2:30 PM');
    expect(formatCell(column('createdon'), row, options({ language: 'de' })).text).toBe('05.03.2024, 14:30');
    expect(formatCell(column('founded'), row, options({ language: 'sk' })).text).toBe('31. 12. 1999');
  });

  it('leave empty values empty and show values without metadata plainly', () => {
    expect(formatCell(column('revenue'), { revenue: null }, options())).toEqual({ text: '', numeric: false });
    const count = { key: 'id_count', label: 'Count', property: undefined };
    expect(formatCell(count, { id_count: 2.5 }, options({ decimalSeparator: ',' }))).toEqual({
      text: '2,5',
      numeric: true,
    });
    expect(formatCell(count, { id_count: { id: 'x', name: 'account', label: 'Acme' } }, options()).text).toBe(
      'Acme',
    );
  });

  it('knows the decimal separator of each language', () => {
    expect(languageDecimalSeparator('en')).toBe('.');
    expect(['sk', 'cs', 'de'].map(languageDecimalSeparator)).toEqual([',', ',', ',']);
  });
});

describe('totals', () => {
  const rows = [
    { name: 'A', revenue: '10.10', numberofemployees: 3, customertypecode: 1, handlingtime: 3600 },
    { name: 'B', revenue: 20.2, numberofemployees: null, customertypecode: 3, handlingtime: 1800 },
    { name: 'C', revenue: null, numberofemployees: 4, customertypecode: 3 },
  ];
  const columns = ['name', 'revenue', 'numberofemployees', 'customertypecode', 'handlingtime'].map(column);

  it('sum number, money and duration columns, not option sets or text', () => {
    expect(columnTotals(columns, rows)).toEqual([null, expect.closeTo(30.3, 10), 7, null, 5400]);
  });

  it('make a last row with the label in the first column', () => {
    const table = buildExportTable(columns, rows, {
      ...options({ decimalSeparator: ',' }),
      totals: true,
      totalLabel: 'Total',
    });
    expect(table.header).toEqual([
      'Account Name',
      'Annual Revenue',
      'Employees',
      'Relationship Type',
      'Handling Time',
    ]);
    expect(table.totals?.map((cell) => cell.text)).toEqual(['Total', '30,30', '7', '', '1:30:00']);
    expect(table.numeric).toEqual([false, true, true, false, false]);
    expect(table.rows[0]?.map((cell) => cell.text)).toEqual(['A', '10,10', '3', 'Customer', '1:00:00']);
    expect(
      buildExportTable(columns, rows, { ...options(), totals: false, totalLabel: 'Total' }).totals,
    ).toBeNull();
  });
});
