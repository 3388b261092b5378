import { readCsvFile } from './csv-file';
import { parseCsvTable } from './csv-table';
import { checkImportFile, decodeImportBytes } from './import-file';
import { message } from './import-message';
import type { TableResult } from './import-table';
import { parseJsonTable } from './json-table';

/**
 * Reads a chosen or dropped file into a table, or says plainly why it cannot be imported. A
 * CSV file (anything with `slice`: a File) is streamed (csv-file.ts), so a large one is never
 * held whole; a JSON file is one value and is parsed whole, within maxImportFileBytes.
 */
export async function readImportFile(
  file: Pick<File, 'name' | 'size' | 'arrayBuffer'> & Partial<Pick<File, 'slice'>>,
): Promise<TableResult> {
  const check = checkImportFile(file);
  if (!check.ok) return { ok: false, problem: check.problem };
  if (check.kind === 'csv' && file.slice) {
    try {
      return await readCsvFile({ size: file.size, slice: file.slice.bind(file) });
    } catch {
      return { ok: false, problem: message('errors.readFailed', { name: file.name }) };
    }
  }
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, problem: message('errors.readFailed', { name: file.name }) };
  }
  const { text, legacyEncoding } = decodeImportBytes(bytes);
  const parsed = check.kind === 'csv' ? parseCsvTable(text) : parseJsonTable(text);
  if (parsed.ok && legacyEncoding) parsed.table.warnings.unshift(message('warnings.legacyEncoding'));
  return parsed;
}
