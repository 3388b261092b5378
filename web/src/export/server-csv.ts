import { type CsvExportRequest, csvRowCountHeader } from '@strata/api/contract/csv-export';
import { ApiError, apiRequest } from '../api/http';

/** POST /api/export/csv: the lines of a CSV export as the server wrote them, and how many rows. */
export async function postCsvExport(request: CsvExportRequest): Promise<{ lines: string; rows: number }> {
  const response = await apiRequest<string>('/api/export/csv', { json: request });
  return { lines: String(response.body), rows: Number(response.headers.get(csvRowCountHeader) ?? 0) };
}

/**
 * The server refused a column's time zone: PostgreSQL's zone list is older than the browser's
 * (or the browser could not tell its zone). The browser then writes the file itself.
 */
export function isUnknownZone(error: unknown): boolean {
  const field = error instanceof ApiError ? error.details?.field : undefined;
  return (
    error instanceof ApiError &&
    error.code === 'ERR_VALIDATION' &&
    typeof field === 'string' &&
    /^columns\.\d+\.format\.zone$/.test(field)
  );
}
