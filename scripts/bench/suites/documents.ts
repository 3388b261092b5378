import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import { type PdfTemplate, pdfTemplateSchema } from '@strata/api/contract/pdf-template';
import { loadNodePdfMake } from '../../../test/fixtures/node-pdfmake.js';
import { buildPdfDefinition } from '../../../web/src/documents/pdf/build-pdf-definition.js';
import { buildTemplateData, type TemplateData } from '../../../web/src/documents/pdf/template-data.js';
import { buildExportTable } from '../../../web/src/export/export-table.js';
import { buildPdfDefinition as buildExportDefinition } from '../../../web/src/export/pdf-definition.js';
import type { PropertyMeta } from '../../../web/src/metadata/object-metadata.js';
import type { BenchContext, BenchResult, BenchSuite } from '../bench-types.js';
import { round } from '../bench-types.js';
import { timeAlternately } from '../timing.js';

type Definition = ReturnType<typeof buildPdfDefinition>;

/** Issue 19: documents cost at most 1.3x pdfmake rendering the same document definition. */
const target = 1.3;

function quoteTemplate(): PdfTemplate {
  const file = path.join(repositoryRoot, 'tenant-templates/crm/seed/03_report_template.json');
  const seed = JSON.parse(readFileSync(file, 'utf8')) as { rows: { name: string; body: unknown }[] };
  return pdfTemplateSchema.parse(seed.rows.find((row) => row.name === 'Quote')?.body);
}

/** 20 quotes of 8 lines each: what a batch reads from /api/fetch, served from memory here. */
const quotes = Array.from({ length: 20 }, (_, index) => ({
  id: `q${index}`,
  name: `Quote ${index + 1} – inverter upgrade`,
  quotenumber: `QUO-${10001 + index}`,
  accountid: { id: `a${index}`, name: 'account', label: `Customer ${index + 1} s.r.o.` },
  effectivefrom: '2026-03-02',
  effectiveto: '2026-04-01',
  paymenttermscode: 30,
}));
const lines = Array.from({ length: 8 }, (_, index) => ({
  productid: { id: `p${index}`, name: 'product', label: `Frequency inverter ${index + 1} kW` },
  quantity: index + 1,
  priceperunit: 120.5,
  baseamount: 120.5 * (index + 1),
  discount: index % 3 === 0 ? 10 : 0,
  totalamount: index % 3 === 0 ? 108.45 * (index + 1) : 120.5 * (index + 1),
}));

async function quoteBatchDefinition(template: PdfTemplate): Promise<Definition> {
  const render = { locale: 'en' };
  const data: TemplateData[] = [];
  for (const quote of quotes) {
    data.push(
      await buildTemplateData(template, quote, {
        language: 'en',
        render,
        fetchRows: async (query) =>
          query.entity.name === 'account'
            ? [{ name: quote.accountid.label, address1_city: 'Bratislava' }]
            : lines,
      }),
    );
  }
  return buildPdfDefinition(template, data, { render, images: new Map(), language: 'en' });
}

const property = (logicalName: string, type: PropertyMeta['type'], extra: Partial<PropertyMeta> = {}) =>
  ({ logicalName, displayName: logicalName, type, flags: [], ...extra }) as PropertyMeta;
const exportColumns = [
  { key: 'name', label: 'Account Name', property: property('name', 'String') },
  { key: 'address1_city', label: 'City', property: property('address1_city', 'String') },
  { key: 'revenue', label: 'Annual Revenue', property: property('revenue', 'Money', { precision: 2 }) },
  { key: 'numberofemployees', label: 'Employees', property: property('numberofemployees', 'Integer') },
  { key: 'createdon', label: 'Created On', property: property('createdon', 'DateTime') },
];

function exportDefinition(rows: Record<string, unknown>[]): Definition {
  const table = buildExportTable(exportColumns, rows, {
    language: 'en',
    decimalSeparator: '.',
    totals: true,
    totalLabel: 'Total',
  });
  return buildExportDefinition(table, {
    title: 'Accounts',
    subtitle: 'All accounts',
    fontSize: 9,
    orientation: 'landscape',
  });
}

/** Peak heap while `work` runs, sampled every 5 ms (MB above the heap before it). */
async function peakHeapMb(work: () => Promise<unknown>): Promise<number> {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  return (peak - before) / 1024 / 1024;
}

async function run(context: BenchContext): Promise<BenchResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-bench-documents-'));
  try {
    const pdfmake = loadNodePdfMake(dir);
    const render = (definition: Definition) => pdfmake.createPdf(definition).getBuffer();
    const runs = context.quick ? 3 : 8;
    const results: BenchResult[] = [];

    // a 20-page quote batch: variables, template engine and builder, then pdfmake
    const template = quoteTemplate();
    const prebuilt = await quoteBatchDefinition(template);
    const pages = (await render(prebuilt)).toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    // the baseline renders a definition built once, outside the clock
    const [ours, direct] = await timeAlternately(
      [async () => render(await quoteBatchDefinition(template)), async () => render(prebuilt)],
      runs,
      1,
    );
    if (!ours || !direct) throw new Error('no timings');
    const oursHeap = await peakHeapMb(async () => render(await quoteBatchDefinition(template)));
    const directHeap = await peakHeapMb(async () => render(prebuilt));
    context.log(
      `quote batch: ${pages} pages, ${round(ours.p50)} ms vs pdfmake alone ${round(direct.p50)} ms`,
    );
    results.push({
      name: 'documents: 20-page quote batch vs pdfmake on the same definition (p50)',
      unit: 'ms',
      value: round(ours.p50),
      baseline: round(direct.p50),
      ratio: round(ours.p50 / direct.p50),
      target,
      notes: `${pages} pages; peak heap ${round(oursHeap, 1)} MB vs ${round(directHeap, 1)} MB; Node pdfmake build with the browser's fonts`,
    });

    // a 5,000-row list export to PDF: the export's table and definition, then pdfmake
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      name: `Account ${index + 1} Žilina`,
      address1_city: index % 2 ? 'Bratislava' : 'Košice',
      revenue: 1000 + index * 13.37,
      numberofemployees: index % 500,
      createdon: '2026-01-15T10:30:00Z',
    }));
    const exportRuns = context.quick ? 2 : 4;
    const exportPrebuilt = exportDefinition(rows);
    const [exportOurs, exportDirect] = await timeAlternately(
      [async () => render(exportDefinition(rows)), async () => render(exportPrebuilt)],
      exportRuns,
      1,
    );
    if (!exportOurs || !exportDirect) throw new Error('no timings');
    const exportHeap = await peakHeapMb(async () => render(exportDefinition(rows)));
    context.log(
      `5,000-row export: ${round(exportOurs.p50)} ms vs pdfmake alone ${round(exportDirect.p50)} ms`,
    );
    results.push({
      name: 'documents: 5,000-row list export to PDF vs pdfmake on the same definition (p50)',
      unit: 'ms',
      value: round(exportOurs.p50),
      baseline: round(exportDirect.p50),
      ratio: round(exportOurs.p50 / exportDirect.p50),
      target,
      notes: `peak heap ${round(exportHeap, 1)} MB`,
    });
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const documentsSuite: BenchSuite = { name: 'documents', run };
