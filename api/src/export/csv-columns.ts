import { type FragmentSqlToken, type QuerySqlToken, sql } from 'slonik';
import { applyDatePattern, type LocalTime } from '../contract/csv-date-pattern.js';
import type { CsvCellFormat, CsvExportRequest } from '../contract/csv-export.js';
import { type DecimalSeparator, plainNumber } from '../contract/csv-plain-number.js';
import { csvField, neutralizeFormula } from '../contract/csv-text.js';
import { formatDuration } from '../contract/duration-format.js';
import { parseMultiText } from '../contract/multi-text.js';
import { bitmapHas } from '../contract/query-rules.js';
import { parseStoredFile } from '../contract/stored-file.js';
import { dateOnlyText, toNumber } from '../contract/wire-values.js';
import type { AppError } from '../errors/app-error.js';
import { invalidField } from '../errors/common-errors.js';
import type { OutputField } from '../query/shape-rows.js';
import { datePatternSql } from './date-pattern-sql.js';
import { cellPrecision, totalPrecision } from './money-precision.js';

type Row = Readonly<Record<string, unknown>>;

/** One column of the file: what it selects from the compiled query's row `q`, and its cell's CSV text. */
export type CsvColumn = {
  select: FragmentSqlToken[];
  cell: (row: Row) => string;
  /** a number or duration column: the row's amount for the totals line, and how its sum is written */
  sum?: { amount: (row: Row) => number | null; text: (sum: number) => string };
};

const read = (row: Row, column: string | undefined): unknown =>
  column !== undefined && Object.hasOwn(row, column) ? (row[column] ?? null) : null;
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
/** Text from a record's data: guarded against formulas, quoted where needed. */
const guarded = (text: string) => csvField(neutralizeFormula(text));
const asText = (value: unknown) => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The day of a date-only value (as the browser reads it: dateOnlyText) at noon. */
function dateOnlyDay(value: unknown): LocalTime | null {
  const text = dateOnlyText(value);
  if (!text) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day, hour: 12, minute: 0 };
}

/** The formats valueCell writes: numbers (numberCell) and lookups (lookupCell) have cells of their own. */
type ValueFormat = Exclude<CsvCellFormat, { kind: 'number' | 'lookup' }>;

function valueCell(column: string, format: ValueFormat): (row: Row) => string {
  switch (format.kind) {
    case 'text':
      return (row) => {
        const value = read(row, column);
        return isEmpty(value) ? '' : guarded(asText(value));
      };
    case 'duration':
      return (row) => {
        const value = read(row, column);
        if (isEmpty(value)) return '';
        const seconds = toNumber(value);
        return guarded(seconds === null ? asText(value) : formatDuration(seconds));
      };
    case 'multiselect':
      return multiSelectCell(column, format.bitmap, format.options);
    case 'plain':
      return (row) => {
        const value = read(row, column);
        if (isEmpty(value)) return '';
        if (typeof value === 'number') return plainNumber(value, format.decimalSeparator);
        if (typeof value === 'boolean') return guarded(value ? format.yes : format.no);
        return guarded(asText(value));
      };
    case 'file':
      return (row) => {
        const value = read(row, column);
        return isEmpty(value) ? '' : guarded(parseStoredFile(value)?.name ?? asText(value));
      };
    case 'options': {
      const labels = new Map(format.labels);
      return (row) => {
        const value = read(row, column);
        return isEmpty(value) ? '' : guarded(labels.get(String(value)) ?? asText(value));
      };
    }
    case 'boolean':
      return (row) => {
        const value = read(row, column);
        if (isEmpty(value)) return '';
        return guarded(value === true || value === 'true' || value === 1 ? format.yes : format.no);
      };
    case 'datetime':
      // PostgreSQL wrote the text (datePatternSql); the suffix names a UTC instant's zone
      return (row) => {
        const text = read(row, column);
        return typeof text === 'string' ? guarded(`${text}${format.suffix}`) : '';
      };
    case 'date':
      // as the browser does: the value's own day at noon, no zone (dates-only are never shifted)
      return (row) => {
        const day = dateOnlyDay(read(row, column));
        return day ? guarded(applyDatePattern(format.pattern, day)) : '';
      };
  }
}

function numberCell(
  column: string,
  decimalSeparator: DecimalSeparator,
  precisionOf: (row: Row) => number | undefined,
): (row: Row) => string {
  return (row) => {
    const value = read(row, column);
    if (isEmpty(value)) return '';
    const parsed = toNumber(value);
    // our own digits need no guard (a guard would make -5 text); anything else is data
    return parsed === null ? guarded(asText(value)) : plainNumber(parsed, decimalSeparator, precisionOf(row));
  };
}

/** The labels of the chosen options, joined by ", " (format-value.ts's multiSelectText). */
function multiSelectCell(
  column: string,
  bitmap: boolean,
  options: readonly (readonly [string, string])[],
): (row: Row) => string {
  if (bitmap) {
    const bits = options.map(([value, label]) => [Number(value), label] as const);
    return (row) => {
      const mask = read(row, column);
      if (isEmpty(mask)) return '';
      return guarded(
        bits
          .filter(([bit]) => bitmapHas(mask, bit))
          .map(([, label]) => label)
          .join(', '),
      );
    };
  }
  const labels = new Map<string, string>();
  for (const [value, label] of options) if (!labels.has(value)) labels.set(value, label);
  return (row) => {
    const value = read(row, column);
    if (isEmpty(value)) return '';
    return guarded(
      parseMultiText(value)
        .map((item) => labels.get(item) ?? item)
        .join(', '),
    );
  };
}

function lookupCell(
  idColumn: string,
  labelColumn: string | undefined,
  unknown: string,
): (row: Row) => string {
  return (row) => {
    if (read(row, idColumn) === null) return '';
    const label = read(row, labelColumn);
    return guarded(typeof label === 'string' && label !== '' ? label : unknown);
  };
}

function refuse(index: number, reason: string): AppError {
  const field = `columns.${index}.key`;
  return invalidField(field, reason);
}

/**
 * The file's columns over a compiled fetch: each requested key must be one of the query's
 * output keys and a lookup's format fits only a lookup. Each column selects only what its cell
 * reads, under aliases of its own (v3, l3 for the fourth column): an instant as its display
 * text, written by PostgreSQL in the browser's zone (a bound parameter).
 */
export function csvColumns(
  fields: readonly OutputField[],
  columns: CsvExportRequest['columns'],
): CsvColumn[] {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  return columns.map((column, index): CsvColumn => {
    const field = byKey.get(column.key);
    if (!field) throw refuse(index, 'the query selects no such key');
    const { format } = column;
    const value = `v${index}`;
    if (field.kind === 'lookup') {
      // without a property (a lookup's count), the label as it is
      if (format.kind !== 'lookup' && format.kind !== 'plain')
        throw refuse(index, 'a lookup takes the lookup format');
      const label = `l${index}`;
      const select = [sql.fragment`${sql.identifier(['q', field.idColumn])} AS ${sql.identifier([value])}`];
      if (field.labelColumn)
        select.push(sql.fragment`${sql.identifier(['q', field.labelColumn])} AS ${sql.identifier([label])}`);
      const unknown = format.kind === 'lookup' ? format.unknown : '';
      return { select, cell: lookupCell(value, field.labelColumn ? label : undefined, unknown) };
    }
    if (format.kind === 'lookup') throw refuse(index, 'only a lookup takes the lookup format');
    // PostgreSQL writes an instant's text: anything else would fail its cast
    if (format.kind === 'datetime' && !(field.kind === 'value' && field.instant))
      throw refuse(index, 'the column holds no instant');
    const source = sql.identifier(['q', field.column]);
    const expression =
      format.kind === 'datetime'
        ? datePatternSql(sql.fragment`(${source}::timestamptz AT TIME ZONE ${format.zone})`, format.pattern)
        : source;
    const select = [sql.fragment`${expression} AS ${sql.identifier([value])}`];
    const amount = (row: Row) => toNumber(read(row, value));
    if (format.kind === 'number') {
      const precision = cellPrecision(format, byKey, `k${index}`);
      const total = totalPrecision(format);
      return {
        select: [...select, ...precision.select],
        cell: numberCell(value, format.decimalSeparator, precision.of),
        sum: { amount, text: (sum) => plainNumber(sum, format.decimalSeparator, total) },
      };
    }
    const cell = valueCell(value, format);
    // a duration's total is text, guarded like its cells
    if (format.kind === 'duration')
      return { select, cell, sum: { amount, text: (sum) => guarded(formatDuration(sum)) } };
    return { select, cell };
  });
}

/** The compiled query's rows as the columns read them, in its order. */
export function csvQuery(compiled: QuerySqlToken, columns: readonly CsvColumn[]): QuerySqlToken {
  const select = columns.flatMap((column) => column.select);
  // the inner query's ORDER BY and LIMIT hold: a projection over a subquery keeps its order
  return sql.unsafe`SELECT ${sql.join(select, sql.fragment`, `)} FROM (${compiled}) AS q`;
}
