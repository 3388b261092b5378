import { convertCell } from './convert-cell';
import type { ImportColumn } from './import-columns';
import type { ImportMessage } from './import-message';
import { type ImportTable, rowNumber } from './import-table';

/** One field of one row, converted. */
export type RowCell = {
  /** what the server gets; null clears the field */
  value: unknown;
  /** lookups: the text to show for the target record (its name, or the id as given) */
  label?: string;
  /** a lookup still to be found by name (or, for several targets, by id) */
  pending?: { text: string; by: 'name' | 'id' };
  warning?: ImportMessage;
  error?: ImportMessage;
};

/** A data row of the file as records to write: `row` is its number as the user sees it. */
export type ImportRow = { row: number; cells: Record<string, RowCell> };

/**
 * Every data row of the table (or of one batch of a streamed file, whose first row has the
 * number `first`) converted for the matched columns (spec 001 section 5).
 */
export function convertRows(
  table: Pick<ImportTable, 'rows'> & Partial<ImportTable>,
  columns: readonly ImportColumn[],
  first = 1,
): ImportRow[] {
  return table.rows.map((source, index) => {
    const cells: Record<string, RowCell> = {};
    for (const column of columns) {
      const converted = convertCell(column.property, source[column.index]);
      if (!converted) continue;
      const name = column.property.logicalName;
      if (converted.kind === 'error') cells[name] = { value: null, error: converted.message };
      else if (converted.kind === 'lookup') {
        cells[name] = {
          value: null,
          label: converted.text,
          pending: { text: converted.text, by: converted.by },
        };
      } else {
        cells[name] = {
          value: converted.value,
          ...(converted.warning ? { warning: converted.warning } : {}),
          ...(column.property.type === 'Lookup' && converted.value !== null
            ? { label: lookupId(converted.value) }
            : {}),
        };
      }
    }
    return { row: first - 1 + rowNumber(index), cells };
  });
}

const lookupId = (value: unknown) =>
  typeof value === 'object' && value !== null ? String((value as { id: unknown }).id) : String(value);

export const rowErrors = (row: ImportRow): ImportMessage[] =>
  Object.values(row.cells).flatMap((cell) => (cell.error ? [cell.error] : []));

export const rowWarnings = (row: ImportRow): ImportMessage[] =>
  Object.values(row.cells).flatMap((cell) => (cell.warning ? [cell.warning] : []));

/**
 * The record a row writes. A create leaves out empty fields, so the server's defaults (status,
 * owner, currency, auto-numbers) apply as they do for a form; an update writes them as null,
 * since the file's column says the field is now empty. Fields the row lacks (JSON) are absent.
 */
export function rowObject(row: ImportRow, operation: 'create' | 'update'): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [name, cell] of Object.entries(row.cells)) {
    if (cell.error) continue;
    if (cell.value === null && operation === 'create') continue;
    object[name] = cell.value;
  }
  return object;
}
