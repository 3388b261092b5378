import type { CsvExportRequest } from '@strata/api/contract/csv-export';
import { csvPreamble } from '@strata/api/contract/csv-text';
import type { FetchQuery } from '@strata/api/contract/query';
import type { RecordValues } from '../data/data-api';
import { toNumber } from '../fields/numbers/number-format';
import { buildCountQuery } from '../list-views/list-query';
import type { CellOptions } from './cell-format';
import { buildCsv } from './csv-file';
import type { ExportColumn } from './export-columns';
import { exportRowLimit } from './export-query';
import { buildExportTable } from './export-table';
import type { ExportFormat } from './file-name';
import { buildPdfDefinition, type PdfOptions } from './pdf-definition';
import { isUnknownZone } from './server-csv';

const csvMimeType = 'text/csv;charset=utf-8';

export type FetchRows = (query: FetchQuery) => Promise<RecordValues[]>;

/** The fetched rows, and whether the query matched more than the export may take. */
export type ExportRows = {
  rows: RecordValues[];
  /** how many records match; null when more than the limit came back and counting failed */
  total: number | null;
  truncated: boolean;
};

/** How many rows the file holds and whether the query matched more than the export may take. */
export type ExportCount = { count: number; total: number | null; truncated: boolean };

/**
 * A full page may mean more records exist: an aggregate count (the list footer's query) says
 * how many, so the user learns how much was left out. A failed count does not fail the export;
 * it only loses the exact number.
 */
async function countBeyond(query: FetchQuery, count: number, fetchRows: FetchRows): Promise<ExportCount> {
  if (count < exportRowLimit) return { count, total: count, truncated: false };
  let total: number | null = null;
  try {
    const [counted] = await fetchRows(buildCountQuery(query));
    total = toNumber(counted?.count);
  } catch {
    total = null;
  }
  return { count, total, truncated: total === null || total > count };
}

/** Runs the export query (page 1, 5000 rows): the rows, and whether there were more. */
export async function fetchExportRows(query: FetchQuery, fetchRows: FetchRows): Promise<ExportRows> {
  const rows = await fetchRows(query);
  const { total, truncated } = await countBeyond(query, rows.length, fetchRows);
  return { rows, total, truncated };
}

/** POST /api/export/csv: the file's lines as the server writes them, and how many rows. */
export type PostCsv = (request: CsvExportRequest) => Promise<{ lines: string; rows: number }>;

/**
 * A CSV export written by the server (issue 20: 5,000 rows in one statement, the browser
 * neither parses nor formats them): the browser adds the BOM and the optional 'sep=;' line, as
 * buildCsv does, and counts what was left out as fetchExportRows does. With a totalLabel the
 * server adds the totals line. Null when the server does not know a column's time zone: the
 * browser then writes the file itself.
 */
export async function fetchServerCsv(
  query: FetchQuery,
  columns: CsvExportRequest['columns'],
  options: { csvHeader: boolean; totalLabel: string | null; postCsv: PostCsv; fetchRows: FetchRows },
): Promise<(ExportCount & { blob: Blob }) | null> {
  const totals = options.totalLabel === null ? null : { label: options.totalLabel };
  let written: Awaited<ReturnType<PostCsv>>;
  try {
    written = await options.postCsv({ query, columns, totals });
  } catch (error) {
    if (isUnknownZone(error)) return null;
    throw error;
  }
  const { lines, rows } = written;
  const blob = new Blob([`${csvPreamble(options.csvHeader)}${lines}`], { type: csvMimeType });
  return { ...(await countBeyond(query, rows, options.fetchRows)), blob };
}

export type FileOptions = CellOptions & {
  format: ExportFormat;
  columns: readonly ExportColumn[];
  totals: boolean;
  totalLabel: string;
  csvHeader: boolean;
  pdf: PdfOptions;
  /** renders a PDF definition; the dialog passes the lazily loaded pdfmake */
  renderPdf: (definition: ReturnType<typeof buildPdfDefinition>) => Promise<Blob>;
};

/**
 * The file of an export. JSON holds the rows as the API returned them (columns, totals and
 * number settings do not apply); CSV and PDF the chosen columns as people read them.
 */
export async function buildExportFile(rows: readonly RecordValues[], options: FileOptions): Promise<Blob> {
  if (options.format === 'json') {
    return new Blob([JSON.stringify(rows, null, 2)], { type: 'application/json' });
  }
  const table = buildExportTable(options.columns, rows, options);
  if (options.format === 'csv') {
    return new Blob([buildCsv(table, { csvHeader: options.csvHeader })], { type: csvMimeType });
  }
  return options.renderPdf(buildPdfDefinition(table, options.pdf));
}
