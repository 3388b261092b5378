import { message } from './import-message';
import { rowNumber, type TableResult } from './import-table';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads JSON text into a table: it must be an array of objects (spec 001 section 5); the
 * columns are every key any object has, in the order they first appear. A key an object lacks
 * stays `undefined`: that record does not give the field at all.
 */
export function parseJsonTable(text: string): TableResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: message('errors.jsonSyntax', { reason: (error as Error).message }) };
  }
  if (!Array.isArray(data)) return { ok: false, problem: message('errors.jsonShape') };
  const wrong = data.findIndex((item) => !isPlainObject(item));
  if (wrong >= 0) return { ok: false, problem: message('errors.jsonItem', { row: rowNumber(wrong) }) };
  if (data.length === 0) return { ok: false, problem: message('errors.noRows') };
  const objects = data as Record<string, unknown>[];
  const headers: string[] = [];
  const seen = new Set<string>();
  for (const item of objects) {
    for (const key of Object.keys(item)) {
      if (!seen.has(key)) {
        seen.add(key);
        headers.push(key);
      }
    }
  }
  if (headers.length === 0) return { ok: false, problem: message('errors.noHeader') };
  const rows = objects.map((item) =>
    headers.map((key) => (Object.hasOwn(item, key) ? item[key] : undefined)),
  );
  return { ok: true, table: { kind: 'json', headers, rows, warnings: [] } };
}
