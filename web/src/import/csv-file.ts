import { CsvChunkParser } from './csv-chunks';
import { CsvTableBuilder, evenRow } from './csv-table';
import { message } from './import-message';
import { previewRows, type RowBatch, type TableResult } from './import-table';

/** Bytes read at a time: small next to the 300 MB a tab may use, large enough to read fast. */
export const fileChunkBytes = 1024 * 1024;

/** Rows kept from the first pass: the preview's (PreviewGrid shows their cells as read). */
export const keptFirstRows = previewRows;

type Encoding = 'utf-8' | 'windows-1250';

/** The part of a File the reader needs: a Blob's slices (a test passes a Blob). */
export type CsvSource = Pick<Blob, 'size' | 'slice'>;

/**
 * The file's text, a chunk at a time. The decoder keeps a character cut by a chunk's end for
 * the next chunk; UTF-8 is decoded strictly (a byte sequence that is not UTF-8 throws, so the
 * caller can read the file again as windows-1250) and a BOM is dropped.
 */
export async function* fileText(file: CsvSource, encoding: Encoding, chunkBytes = fileChunkBytes) {
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' });
  for (let start = 0; start < file.size; start += chunkBytes) {
    const bytes = new Uint8Array(await file.slice(start, start + chunkBytes).arrayBuffer());
    yield decoder.decode(bytes, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The file's CSV records (the header first), a chunk's complete lines at a time. */
async function* fileRecords(file: CsvSource, encoding: Encoding, chunkBytes: number) {
  const parser = new CsvChunkParser();
  for await (const text of fileText(file, encoding, chunkBytes)) {
    const records = parser.push(text);
    if (records.length > 0) yield records;
  }
  const last = parser.end();
  if (last.length > 0) yield last;
}

/** The data rows again from the file, evened out to the header, in batches of `size`. */
async function* rowBatches(
  file: CsvSource,
  encoding: Encoding,
  width: number,
  size: number,
  chunkBytes: number,
): AsyncGenerator<RowBatch> {
  let header = true;
  let next = 1;
  let batch: unknown[][] = [];
  for await (const records of fileRecords(file, encoding, chunkBytes)) {
    for (const cells of records) {
      if (header) {
        header = false;
        continue;
      }
      batch.push(evenRow(cells, width));
      if (batch.length >= size) {
        yield { first: next, rows: batch };
        next += batch.length;
        batch = [];
      }
    }
  }
  if (batch.length > 0) yield { first: next, rows: batch };
}

async function scan(file: CsvSource, encoding: Encoding, chunkBytes: number): Promise<TableResult> {
  const parser = new CsvChunkParser();
  const builder = new CsvTableBuilder(keptFirstRows);
  for await (const text of fileText(file, encoding, chunkBytes)) builder.add(parser.push(text));
  builder.add(parser.end());
  const result = builder.result(parser.quoteErrorRow);
  if (!result.ok) return result;
  const width = result.table.headers.length;
  return {
    ok: true,
    table: {
      ...result.table,
      rowCount: builder.rowCount,
      batches: (size) => rowBatches(file, encoding, width, size, chunkBytes),
      warnings:
        encoding === 'utf-8'
          ? result.table.warnings
          : [message('warnings.legacyEncoding'), ...result.table.warnings],
    },
  };
}

/**
 * Reads a CSV file without holding it (issue 20 item 4): one pass over its chunks checks it
 * (header, quotes, ragged rows), counts its rows and keeps the first ones for the preview; the
 * table's `batches` reads the rows again for each later step. A file that is not valid UTF-8 is
 * read as windows-1250, as decodeImportBytes does for a file read whole.
 */
export async function readCsvFile(file: CsvSource, chunkBytes = fileChunkBytes): Promise<TableResult> {
  try {
    return await scan(file, 'utf-8', chunkBytes);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return scan(file, 'windows-1250', chunkBytes);
  }
}
