import { type CsvExportRequest, csvRowCountHeader } from '@strata/api/contract/csv-export';
import { apiRequest } from '../api/http';

/** POST /api/export/csv: the lines of a CSV export as the server wrote them, and how many rows. */
export async function postCsvExport(request: CsvExportRequest): Promise<{ lines: string; rows: number }> {
  const response = await apiRequest<string>('/api/export/csv', { json: request });
  return { lines: String(response.body), rows: Number(response.headers.get(csvRowCountHeader) ?? 0) };
}
