/**
 * What the documents bench runs inside a Chromium tab (bundled by in-chromium.ts): the crm
 * Quote template's 20-quote batch and the 5,000-row list export, built by the app's own code
 * and rendered through the app's own renderPdf (web/src/export/pdf-file.ts, pdfmake's browser
 * build with the same fonts), against pdfmake's createPdf(...).getBlob() on the same definition
 * built before the clock starts. Each call answers its own milliseconds, timed in the tab.
 */
import { pdfTemplateSchema } from '@strata/api/contract/pdf-template';
import seed from '../../../tenant-templates/crm/seed/03_report_template.json' with { type: 'json' };
import type { TemplateImage } from '../../../web/src/documents/pdf/build-pdf-objects.js';
import { renderPdf } from '../../../web/src/export/pdf-file.js';
import { type Definition, exportDefinition, exportRows, quoteBatchDefinition } from './fixtures.js';

type PdfMake = { createPdf(definition: Definition): { getBlob(): Promise<Blob> } };

const template = pdfTemplateSchema.parse(
  (seed as { rows: { name: string; body: unknown }[] }).rows.find((row) => row.name === 'Quote')?.body,
);
const rows = exportRows();
let pdfMake: PdfMake | undefined;
let images = new Map<string, TemplateImage>();
let lastSize = 0;

async function ready(logo: [string, TemplateImage]) {
  images = new Map([logo]);
  // the first renderPdf loads pdfmake and its fonts, as the first document of a session does
  await renderPdf({ content: 'warm-up' });
  const module = await import('pdfmake/build/pdfmake');
  pdfMake = ((module as { default?: PdfMake }).default ?? module) as unknown as PdfMake;
}

const direct = (definition: Definition) => (pdfMake as PdfMake).createPdf(definition).getBlob();

/**
 * Each way: what is done before the clock starts, and the timed work. pdfmake writes its
 * measurements into the definition it renders, so the direct ways get a fresh definition
 * every run, built before the clock starts.
 */
const works: Record<string, () => Promise<() => Promise<Blob>>> = {
  quotes: async () => async () => renderPdf(await quoteBatchDefinition(template, images)),
  quotesDirect: async () => {
    const definition = await quoteBatchDefinition(template, images);
    return () => direct(definition);
  },
  // the builders alone: what the app adds to pdfmake, steadier than a difference of two renders
  quotesBuild: async () => async () => {
    await quoteBatchDefinition(template, images);
    return new Blob([]);
  },
  export: async () => async () => renderPdf(exportDefinition(rows)),
  exportBuild: async () => async () => {
    exportDefinition(rows);
    return new Blob([]);
  },
  exportDirect: async () => {
    const definition = exportDefinition(rows);
    return () => direct(definition);
  },
};

async function time(name: string): Promise<number> {
  const prepare = works[name];
  if (!prepare) throw new Error(`no work ${name}`);
  const work = await prepare();
  // every way starts on a collected heap: garbage of the run before is nobody's cost
  (globalThis as { gc?: () => void }).gc?.();
  const started = performance.now();
  const blob = await work();
  lastSize = blob.size;
  return performance.now() - started;
}

/** Pages of the last PDF: its page objects counted. */
async function lastPages(name: string): Promise<number> {
  const blob = await (await (works[name] as () => Promise<() => Promise<Blob>>)())();
  const text = new TextDecoder('latin1').decode(await blob.arrayBuffer());
  return text.match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}

Object.assign(globalThis, { strataBench: { ready, time, lastPages, size: () => lastSize } });
