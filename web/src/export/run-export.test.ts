import type { FetchQuery } from '@strata/api/contract/query';
import { describe, expect, it, vi } from 'vitest';
import type { RecordValues } from '../data/data-api.js';
import { buildExportQuery } from './export-query.js';
import { buildExportFile, type FileOptions, fetchExportRows } from './run-export.js';
import { account, columnOf } from './test-metadata.js';

const rows = (count: number): RecordValues[] =>
  Array.from({ length: count }, (_, index) => ({ id: String(index), name: `Row ${index}` }));

const query = buildExportQuery({
  entity: {
    name: 'account',
    attributes: [{ attribute: 'name' }],
    filter: { conditions: [{ attribute: 'name', operator: 'like', value: 'A%' }] },
  },
});

describe('fetching an export', () => {
  it('runs the query once when fewer rows than the limit come back', async () => {
    const fetchRows = vi.fn(async () => rows(3));
    expect(await fetchExportRows(query, fetchRows)).toEqual({ rows: rows(3), total: 3, truncated: false });
    expect(fetchRows).toHaveBeenCalledTimes(1);
    expect(fetchRows).toHaveBeenCalledWith(query);
  });

  it('counts the matching records when a full page comes back, and says the export is cut', async () => {
    const fetchRows = vi.fn(async (next: FetchQuery) =>
      next.entity.attributes?.[0]?.aggregate === 'count' ? [{ count: 7312 }] : rows(5000),
    );
    const fetched = await fetchExportRows(query, fetchRows);
    expect(fetched.rows).toHaveLength(5000);
    expect(fetched).toMatchObject({ total: 7312, truncated: true });
    // the count keeps the export's filter
    expect(fetchRows.mock.calls[1]?.[0].entity.filter).toEqual(query.entity.filter);
  });

  it('is not cut when exactly the limit matches', async () => {
    const fetchRows = vi.fn(async (next: FetchQuery) =>
      next.entity.attributes?.[0]?.aggregate === 'count' ? [{ count: '5000' }] : rows(5000),
    );
    expect(await fetchExportRows(query, fetchRows)).toMatchObject({ total: 5000, truncated: false });
  });

  it('still exports when the count fails, not knowing how many were left out', async () => {
    const fetchRows = vi.fn(async (next: FetchQuery) => {
      if (next.entity.attributes?.[0]?.aggregate === 'count') throw new Error('count failed');
      return rows(5000);
    });
    expect(await fetchExportRows(query, fetchRows)).toMatchObject({ total: null, truncated: true });
  });

  it('passes a failed fetch on to the caller (an alert there)', async () => {
    await expect(
      fetchExportRows(query, async () => {
        throw new Error('Server Error: Bad Gateway');
      }),
    ).rejects.toThrow('Server Error: Bad Gateway');
  });
});

describe('the export file', () => {
  const options: FileOptions = {
    format: 'csv',
    columns: [columnOf(account, 'name')],
    totals: false,
    totalLabel: 'Total',
    csvHeader: true,
    language: 'en',
    decimalSeparator: '.',
    pdf: { title: 'Accounts', subtitle: '', fontSize: 12, orientation: 'landscape' },
    renderPdf: async () => new Blob(['%PDF-1.3']),
  };

  it('is the API rows, pretty-printed, for JSON', async () => {
    const data = [{ id: '1', name: 'A', primarycontactid: { id: 'c', name: 'contact', label: 'C' } }];
    const blob = await buildExportFile(data, { ...options, format: 'json' });
    expect(blob.type).toBe('application/json');
    const text = await blob.text();
    expect(JSON.parse(text)).toEqual(data);
    expect(text).toContain('\n  {\n    "id": "1"');
  });

  it('is UTF-8 CSV text with its BOM', async () => {
    const blob = await buildExportFile([{ name: 'Žofia' }], options);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('sep=;\r\nAccount Name\r\nŽofia\r\n');
  });

  it('goes through the PDF renderer for PDF', async () => {
    const renderPdf = vi.fn(async (_definition: unknown) => new Blob(['%PDF-1.3']));
    await buildExportFile([{ name: 'A' }], { ...options, format: 'pdf', renderPdf });
    expect(renderPdf).toHaveBeenCalledTimes(1);
    expect(renderPdf.mock.calls[0]?.[0]).toMatchObject({ pageOrientation: 'landscape', pageMargins: 10 });
  });
});
