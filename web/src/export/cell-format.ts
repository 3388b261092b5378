import { type DecimalSeparator, plainNumber } from '@strata/api/contract/csv-plain-number';
import type { CurrencyInfo } from '../api/user-context';
import type { RecordValues } from '../data/data-api';
import { isLookupValue } from '../data/data-api';
import { fieldKind } from '../fields/field-kind';
import { formatValue, type Translate } from '../fields/format-value';
import { currencyOf } from '../fields/numbers/currency';
import { toNumber } from '../fields/numbers/number-format';
import type { PropertyMeta } from '../metadata/object-metadata';
import type { ExportColumn } from './export-columns';

export type { DecimalSeparator };
export { plainNumber };

/** What turns values into text for people: the user's language and the chosen separator. */
export type CellOptions = {
  language: string;
  decimalSeparator: DecimalSeparator;
  currencyDict?: Record<string, CurrencyInfo> | undefined;
  t?: Translate | undefined;
  /** for tests; the browser's zone otherwise */
  timeZone?: string | undefined;
};

/**
 * A cell's text. `numeric` marks text this module wrote from a number: it is right-aligned in
 * a PDF and, being our own digits, needs no formula guard in a CSV (a guard would turn -5 into
 * text a spreadsheet cannot add up).
 */
export type ExportCell = { text: string; numeric: boolean };

const emptyCell: ExportCell = { text: '', numeric: false };

/** The decimal separator people of a language expect: a point in English, a comma in sk, cs, de. */
export function languageDecimalSeparator(language: string): DecimalSeparator {
  try {
    return new Intl.NumberFormat(language).format(1.5).includes(',') ? ',' : '.';
  } catch {
    return '.';
  }
}

/** Whether a column holds amounts that add up: numbers and money, durations (not option sets). */
export function columnNumberKind(column: ExportColumn): 'number' | 'duration' | null {
  if (!column.property) return null;
  const kind = fieldKind(column.property);
  if (kind === 'number' || kind === 'money') return 'number';
  return kind === 'duration' ? 'duration' : null;
}

/** Decimals of a number column: whole numbers for Integer, the money's currency for Money. */
export function numberPrecision(
  property: PropertyMeta,
  row: RecordValues | undefined,
  options: Pick<CellOptions, 'currencyDict'>,
): number | undefined {
  if (property.type === 'Integer') return 0;
  if (property.precision !== undefined) return property.precision;
  if (property.type !== 'Money') return undefined;
  return currencyOf(row, options.currencyDict)?.precision ?? 2;
}

/** A value without metadata (a count, an alias the metadata does not know): plain text. */
function plainCell(value: unknown, options: CellOptions): ExportCell {
  if (isLookupValue(value)) return { text: value.label ?? '', numeric: false };
  if (typeof value === 'number') return { text: plainNumber(value, options.decimalSeparator), numeric: true };
  if (typeof value === 'boolean') {
    const key = value ? 'fields:yes' : 'fields:no';
    return { text: options.t ? options.t(key) : value ? 'Yes' : 'No', numeric: false };
  }
  if (typeof value === 'object') return { text: JSON.stringify(value), numeric: false };
  return { text: String(value), numeric: false };
}

/**
 * A value as people read it (spec 001 section 3): lookups by their label, option sets by their
 * option's label, booleans as yes or no, dates in the user's language, numbers with the chosen
 * decimal separator. The same formatting as list cells, except numbers: no grouping and no
 * currency symbol, so a spreadsheet still computes with them.
 */
export function formatCell(
  column: ExportColumn,
  row: RecordValues,
  options: CellOptions,
  /** the column's columnNumberKind, when the caller has worked it out once for all rows */
  numberKind = columnNumberKind(column),
): ExportCell {
  const value = row[column.key];
  if (value === null || value === undefined || value === '') return emptyCell;
  const property = column.property;
  if (!property) return plainCell(value, options);
  if (numberKind === 'number') {
    const number = toNumber(value);
    if (number !== null) {
      return {
        text: plainNumber(number, options.decimalSeparator, numberPrecision(property, row, options)),
        numeric: true,
      };
    }
  }
  return {
    text: formatValue(property, value, {
      language: options.language,
      currencyDict: options.currencyDict,
      t: options.t,
      record: row,
      timeZone: options.timeZone,
    }),
    numeric: false,
  };
}
