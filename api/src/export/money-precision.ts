import { type FragmentSqlToken, sql } from 'slonik';
import type { CsvCellFormat } from '../contract/csv-export.js';
import type { OutputField } from '../query/shape-rows.js';

type Row = Readonly<Record<string, unknown>>;
type NumberFormat = Extract<CsvCellFormat, { kind: 'number' }>;

/** The field the browser reads a record's currency from: the row's `currencyid` key. */
const currencyKey = 'currencyid';

/**
 * The decimals of a number column's cells, as the browser's numberPrecision works them out:
 * fixed, or for money its record's currency's (currencyOf: the row's currencyid when the query
 * selects it and the currency is known, else the default currency's). What it needs selected
 * (the currency's id, under its own alias) comes with it.
 */
export function cellPrecision(
  format: NumberFormat,
  fields: ReadonlyMap<string, OutputField>,
  alias: string,
): { select: FragmentSqlToken[]; of: (row: Row) => number | undefined } {
  const fixed = format.precision ?? undefined;
  if (!format.currency) return { select: [], of: () => fixed };
  const { otherwise } = format.currency;
  const precisions = new Map(format.currency.precisions);
  const field = fields.get(currencyKey);
  if (!field || field.kind === 'binary') return { select: [], of: () => otherwise };
  const column = field.kind === 'lookup' ? field.idColumn : field.column;
  return {
    select: [sql.fragment`${sql.identifier(['q', column])} AS ${sql.identifier([alias])}`],
    of: (row) => {
      const id = Object.hasOwn(row, alias) ? row[alias] : undefined;
      return (typeof id === 'string' ? precisions.get(id) : undefined) ?? otherwise;
    },
  };
}

/** The decimals of the column's total: the default currency's for money (no row to ask). */
export function totalPrecision(format: NumberFormat): number | undefined {
  return format.currency ? format.currency.otherwise : (format.precision ?? undefined);
}
