import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '@strata/api/config/paths';
import { type PdfTemplate, pdfTemplateSchema } from '@strata/api/contract/pdf-template';
import { loadNodePdfMake } from '../../../test/fixtures/node-pdfmake.js';
import type { BenchContext, BenchResult, BenchSuite } from '../bench-types.js';
import { round } from '../bench-types.js';
import { crmLogo } from '../documents/crm-logo.js';
import {
  type Definition,
  exportDefinition,
  exportRows,
  quoteBatchDefinition,
  documentsTarget as target,
} from '../documents/fixtures.js';
import { measureInChromium, type TabFigures } from '../documents/in-chromium.js';
import { timeAlternately } from '../timing.js';

function quoteTemplate(): PdfTemplate {
  const file = path.join(repositoryRoot, 'tenant-templates/crm/seed/03_report_template.json');
  const seed = JSON.parse(readFileSync(file, 'utf8')) as { rows: { name: string; body: unknown }[] };
  return pdfTemplateSchema.parse(seed.rows.find((row) => row.name === 'Quote')?.body);
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

/** The same work in Node's pdfmake build: kept for reference, the promise is the tab's. */
async function nodeFigures(context: BenchContext): Promise<BenchResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-bench-documents-'));
  try {
    const pdfmake = loadNodePdfMake(dir);
    const render = (definition: Definition) => pdfmake.createPdf(definition).getBuffer();
    const runs = context.quick ? 3 : 8;
    const results: BenchResult[] = [];

    // a 20-page quote batch: variables, template engine and builder, then pdfmake
    const template = quoteTemplate();
    const images = new Map([crmLogo()]);
    const prebuilt = await quoteBatchDefinition(template, images);
    const pages = (await render(prebuilt)).toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
    // the baseline renders a definition built once, outside the clock
    const [ours, direct] = await timeAlternately(
      [async () => render(await quoteBatchDefinition(template, images)), async () => render(prebuilt)],
      runs,
      1,
    );
    if (!ours || !direct) throw new Error('no timings');
    const oursHeap = await peakHeapMb(async () => render(await quoteBatchDefinition(template, images)));
    const directHeap = await peakHeapMb(async () => render(prebuilt));
    context.log(
      `quote batch: ${pages} pages, ${round(ours.p50)} ms vs pdfmake alone ${round(direct.p50)} ms`,
    );
    results.push({
      name: 'documents (Node, reference): 20-page quote batch vs pdfmake on the same definition (p50)',
      unit: 'ms',
      value: round(ours.p50),
      baseline: round(direct.p50),
      ratio: round(ours.p50 / direct.p50),
      target: null,
      notes: `${pages} pages; peak heap ${round(oursHeap, 1)} MB vs ${round(directHeap, 1)} MB; Node pdfmake build with the browser's fonts`,
    });

    // a 5,000-row list export to PDF: the export's table and definition, then pdfmake
    const rows = exportRows();
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
      name: 'documents (Node, reference): 5,000-row list export to PDF vs pdfmake on the same definition (p50)',
      unit: 'ms',
      value: round(exportOurs.p50),
      baseline: round(exportDirect.p50),
      ratio: round(exportOurs.p50 / exportDirect.p50),
      target: null,
      notes: `peak heap ${round(exportHeap, 1)} MB`,
    });
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Issue 19's figures, measured where documents are made: in a Chromium tab, the app's builders
 * and renderPdf against pdfmake rendering the same definition built beforehand, with the tab's
 * peak JavaScript heap; then the same in Node for reference.
 */
async function run(context: BenchContext): Promise<BenchResult[]> {
  const tab = await measureInChromium(context);
  const figure = (
    name: string,
    ours: TabFigures,
    direct: TabFigures,
    built: TabFigures,
    detail: string,
  ): BenchResult => ({
    name: `documents: ${name} in a Chromium tab vs pdfmake on the same definition (p50)`,
    unit: 'ms',
    value: round(ours.p50),
    baseline: round(direct.p50),
    ratio: round(ours.p50 / direct.p50),
    target,
    // on a loaded machine two renders swing more than the builders cost: the builders timed
    // alone give the steadier ratio (builders + pdfmake) / pdfmake
    notes: `${detail}; the builders alone ${round(built.p50)} ms, (builders + pdfmake) / pdfmake ${round((built.p50 + direct.p50) / direct.p50)}; tab JS heap peak +${round(ours.peakHeapMb, 1)} MB vs +${round(direct.peakHeapMb, 1)} MB (CDP JSHeapUsedSize)`,
  });
  return [
    figure('20-page quote batch', tab.quotes, tab.quotesDirect, tab.quotesBuild, `${tab.pages.quotes} pages`),
    figure(
      '5,000-row list export to PDF',
      tab.export,
      tab.exportDirect,
      tab.exportBuild,
      `${tab.pages.export} pages`,
    ),
    // reference figures only (no target): the full bench measures them, --quick keeps to the promises
    ...(context.quick ? [] : await nodeFigures(context)),
  ];
}

export const documentsSuite: BenchSuite = { name: 'documents', run };
