import type { CsvCellFormat, CsvExportRequest } from '@strata/api/contract/csv-export';
import { dateValueFormat } from '../fields/dates/date-format';
import { fieldKind } from '../fields/field-kind';
import { type FormatValueOptions, formatValue } from '../fields/format-value';
import { optionsOf } from '../fields/options/option-list';
import type { PropertyMeta } from '../metadata/object-metadata';
import { type CellOptions, columnNumberKind, formatCell } from './cell-format';
import { datePattern } from './date-plan';
import type { ExportColumn } from './export-columns';

/**
 * The number format of a column, as numberPrecision decides its decimals: Integer none, the
 * property's own precision, or for money without one its record's currency's (every known
 * currency's decimals, and the default currency's for a record without a known one).
 */
function numberFormat(property: PropertyMeta, options: CellOptions): CsvCellFormat {
  const base = { kind: 'number' as const, decimalSeparator: options.decimalSeparator };
  if (property.type === 'Integer') return { ...base, precision: 0 };
  if (property.precision !== undefined) return { ...base, precision: property.precision };
  if (property.type !== 'Money') return { ...base, precision: null };
  const currencies = Object.entries(options.currencyDict ?? {});
  const fallback = currencies.find(([, currency]) => currency.isdefault === true)?.[1];
  const precisions = currencies.map(([id, currency]): [string, number] => [id, currency.precision ?? 2]);
  return { ...base, precision: null, currency: { precisions, otherwise: fallback?.precision ?? 2 } };
}

/** The labels of an option set's values as formatValue writes them; the first of a repeated value wins. */
function optionLabels(property: PropertyMeta, format: FormatValueOptions): [string, string][] {
  const labels = new Map<string, string>();
  for (const option of optionsOf(property)) {
    const value = String(option.value);
    if (!labels.has(value)) labels.set(value, formatValue(property, option.value, format));
  }
  return [...labels];
}

function dateFormat(property: PropertyMeta, options: CellOptions): CsvCellFormat | null {
  const flags = property.flags;
  // an age is counted from today in the user's plural rules: the browser writes it
  if (flags.includes('Age')) return null;
  const kind = { dateOnly: flags.includes('DateOnly'), utc: flags.includes('UTC') };
  const { format, suffix } = dateValueFormat(kind, options.language, options.timeZone);
  const pattern = datePattern(format);
  if (!pattern) return null;
  if (kind.dateOnly) return { kind: 'date', pattern };
  return { kind: 'datetime', zone: format.resolvedOptions().timeZone, pattern, suffix };
}

/** How the server writes one column, exactly as formatCell would; null when only the browser can. */
function cellFormat(column: ExportColumn, options: CellOptions): CsvCellFormat | null {
  const property = column.property;
  const format: FormatValueOptions = { language: options.language, t: options.t, timeZone: options.timeZone };
  if (!property) {
    // yes and no as formatCell writes them for a value no property describes
    const written = (value: boolean) => formatCell(column, { [column.key]: value }, options).text;
    return {
      kind: 'plain',
      yes: written(true),
      no: written(false),
      decimalSeparator: options.decimalSeparator,
    };
  }
  if (property.type === 'Binary') return null;
  if (columnNumberKind(column) === 'number') return numberFormat(property, options);
  switch (fieldKind(property)) {
    case 'text':
    case 'multiline':
    case 'url':
    case 'email':
    case 'phone':
    case 'json':
    case 'autonumber':
    case 'readonly':
      return { kind: 'text' };
    case 'lookup':
      return { kind: 'lookup', unknown: formatValue(property, { id: '', name: null, label: '' }, format) };
    case 'boolean':
      return {
        kind: 'boolean',
        yes: formatValue(property, true, format),
        no: formatValue(property, false, format),
      };
    case 'options':
    case 'writein':
      return { kind: 'options', labels: optionLabels(property, format) };
    case 'date':
    case 'datetime':
      return dateFormat(property, options);
    case 'duration':
      return { kind: 'duration' };
    case 'image':
    case 'file':
      return { kind: 'file' };
    case 'multiselect':
      return {
        kind: 'multiselect',
        bitmap: property.type === 'Integer',
        options: optionsOf(property).map((option): [string, string] => [String(option.value), option.label]),
      };
    default:
      // tags (sorted in the browser's locale), stage bars and buttons: the browser writes them
      return null;
  }
}

/**
 * The columns of a CSV export for POST /api/export/csv, when the server can write every one of
 * them as formatCell does (and their totals as totalsRow does); null otherwise, so the export
 * falls back to fetching the rows and writing the file in the browser.
 */
export function csvPlan(
  columns: readonly ExportColumn[],
  options: CellOptions,
): CsvExportRequest['columns'] | null {
  const planned: CsvExportRequest['columns'] = [];
  for (const column of columns) {
    const format = cellFormat(column, options);
    if (!format) return null;
    planned.push({ key: column.key, label: column.label, format });
  }
  return planned;
}
