import type { PdfTemplate } from '@strata/api/contract/pdf-template';
import { retrieveMultiple, retrieveSingleById } from '../../data/data-api';
import { renderPdf } from '../../export/pdf-file';
import { buildPdfDefinition, documentFileName } from '../pdf/build-pdf-definition';
import { PdfError } from '../pdf/pdf-error';
import { buildTemplateData, type TemplateData } from '../pdf/template-data';
import type { RenderOptions } from '../template-engine/render-template';
import { docxType, fillWordTemplate } from '../word/fill-word-template';
import type { DocumentTemplate } from './document-templates';
import { fetchStoredFile } from './fetch-stored-file';
import { loadTemplateImages } from './load-images';
import { parseTemplateBody } from './parse-template-body';

export type GeneratedDocument = { blob: Blob; fileName: string; kind: 'pdf' | 'docx' };

export type GenerateOptions = {
  language: string;
  signal?: AbortSignal;
  /** called after each record is read and filled: done of total */
  onProgress?: (done: number, total: number) => void;
};

function renderOptions(template: PdfTemplate, language: string, yes: string, no: string): RenderOptions {
  return {
    locale: language,
    ...(template.currency ? { currency: template.currency } : {}),
    yes,
    no,
    // an unknown variable prints empty; the author finds it in the console (spec 001 section 5)
    onUnknown: (name) => console.info(`template variable not found: ${name}`),
  };
}

async function recordData(
  template: PdfTemplate,
  entity: string,
  id: string,
  render: RenderOptions,
  options: GenerateOptions,
): Promise<TemplateData> {
  const record = await retrieveSingleById(entity, id, options.signal ? { signal: options.signal } : {});
  if (!record)
    throw new Error('We apologize. The record does not exist or you do not have permission to access it.');
  return buildTemplateData(template, record, {
    language: options.language,
    fetchRows: (query, signal) => retrieveMultiple(query, signal),
    render,
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * A document from a template for one record or many, made in the browser: a PDF (one page
 * run per record, in one file) or, for a Word template, a .docx for one record. The records
 * and what the template fetches are read with the user's own rights.
 */
export async function generateDocument(
  source: DocumentTemplate | undefined,
  entity: string,
  ids: readonly string[],
  options: GenerateOptions & { yes: string; no: string },
): Promise<GeneratedDocument> {
  if (!source) throw new PdfError('ERR_PDF_NO_TEMPLATE');
  const template = parseTemplateBody(source.body);
  const render = renderOptions(template, options.language, options.yes, options.no);
  const records: TemplateData[] = [];
  for (const id of ids) {
    options.signal?.throwIfAborted();
    records.push(await recordData(template, entity, id, render, options));
    options.onProgress?.(records.length, ids.length);
  }
  const first = records[0] ?? {};
  const fallback = source.name || entity;
  if (source.kind === 'docx') {
    const bytes = await fetchStoredFile(
      source.file,
      { entity: source.entity, field: source.fileField, recordId: source.id },
      options.signal,
    );
    const filled = fillWordTemplate(bytes, first, render);
    return {
      blob: new Blob([filled as BlobPart], { type: docxType }),
      fileName: documentFileName(template.outputName ?? template.title, first, fallback, 'docx', render),
      kind: 'docx',
    };
  }
  const images = await loadTemplateImages(template, options.signal);
  options.signal?.throwIfAborted();
  const definition = buildPdfDefinition(template, records, {
    render,
    images,
    language: options.language,
    // 'PDF grid split not needed' (spec 001 section 8) is for the template's author, in the console
    onNotice: (message) => console.info(message),
  });
  const blob = await renderPdf(definition);
  const name = ids.length === 1 ? (template.outputName ?? template.title) : undefined;
  return { blob, fileName: documentFileName(name, first, fallback, 'pdf', render), kind: 'pdf' };
}
