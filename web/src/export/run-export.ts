import type { FetchQuery } from '@strata/api/contract/query';
import type { RecordValues } from '../api/data-api';
import { toNumber } from '../fields/numbers/number-format';
import { buildCountQuery } from '../lists/views/list-query';
import type { CellOptions } from './cell-format';
import { buildCsv } from './csv-file';
import type { ExportColumn } from './export-columns';
import { exportRowLimit } from './export-query';
import { buildExportTable } from './export-table';
import type { ExportFormat } from './file-name';
import { buildPdfDefinition, type PdfOptions } from './pdf-definition';

export type FetchRows = (query: FetchQuery) => Promise<RecordValues[]>;

/** The fetched rows, and whether the query matched more than the export may take. */
export type ExportRows = {
  rows: RecordValues[];
  /** how many records match; null when more than the limit came back and counting failed */
  total: number | null;
  truncated: boolean;
};

/**
 * Runs the export query (page 1, 5000 rows). A full page may mean more records exist: an
 * aggregate count (the list footer's query) says how many, so the user learns how much was
 * left out. A failed count does not fail the export; it only loses the exact number.
 */
export async function fetchExportRows(query: FetchQuery, fetchRows: FetchRows): Promise<ExportRows> {
  const rows = await fetchRows(query);
  if (rows.length < exportRowLimit) return { rows, total: rows.length, truncated: false };
  let total: number | null = null;
  try {
    const [counted] = await fetchRows(buildCountQuery(query));
    total = toNumber(counted?.count);
  } catch {
    total = null;
  }
  return { rows, total, truncated: total === null || total > rows.length };
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
    return new Blob([buildCsv(table, { csvHeader: options.csvHeader })], { type: 'text/csv;charset=utf-8' });
  }
  return options.renderPdf(buildPdfDefinition(table, options.pdf));
}
