import { csvDocument } from '../ui/csv-document';
import type { ImportTable } from './import-table';

/**
 * The rows that were not imported, as they were in the file, with one more column saying why:
 * the user fixes them and imports this file again (the extra column is reported as unmatched
 * and ignored). CSV stays semicolon CSV, JSON stays an array of the original objects. A row's
 * cells are its `source` (kept by the import: a streamed file's table holds only its first
 * rows), else the table's row.
 */
export function errorRowsFile(
  table: Pick<ImportTable, 'kind' | 'headers' | 'rows'>,
  errors: readonly { row: number; text: string; source?: unknown[] | undefined }[],
  errorColumn: string,
): { text: string; type: string; extension: 'csv' | 'json' } {
  const rows = errors
    .map((error) => ({ source: error.source ?? table.rows[error.row - 1], text: error.text }))
    .filter((item): item is { source: unknown[]; text: string } => item.source !== undefined);
  if (table.kind === 'json') {
    const objects = rows.map(({ source, text }) => {
      const object: Record<string, unknown> = {};
      table.headers.forEach((header, index) => {
        if (source[index] !== undefined) object[header] = source[index];
      });
      return { ...object, [errorColumn]: text };
    });
    return { text: JSON.stringify(objects, null, 2), type: 'application/json', extension: 'json' };
  }
  const data = rows.map(({ source, text }) => [
    ...source.map((cell) => (cell === undefined ? '' : String(cell))),
    text,
  ]);
  const text = csvDocument([[...table.headers, errorColumn], ...data]);
  return { text, type: 'text/csv;charset=utf-8', extension: 'csv' };
}
