import type { PdfObject, PdfTemplate } from '@strata/api/contract/pdf-template';
import type { Column, Content, Size, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderTemplate } from '../template-engine/render-template';
import { buildPdfObject, type ObjectContext } from './build-pdf-objects';
import { type BodyRow, checkPageFit, pageFit } from './check-page-fit';
import { measureHeight } from './measure-content';
import { pdfTemplateDefaults } from './pdf-defaults';
import { gridSplitNotNeeded } from './pdf-error';
import { type TemplateData, templateTexts } from './template-data';

function columnWidths(cols: NonNullable<PdfTemplate['body']>['cols']): Size[] {
  return typeof cols === 'number' ? Array.from({ length: cols }, () => '*') : cols;
}

/** The width of a cell spanning columns: fixed widths add up; any star makes it a star. */
function spannedWidth(widths: readonly Size[], from: number, span: number): Size {
  const spanned = widths.slice(from, from + span);
  if (spanned.every((width) => typeof width === 'number'))
    return spanned.reduce<number>((a, b) => a + (b as number), 0);
  return spanned.includes('auto') && !spanned.includes('*') ? 'auto' : '*';
}

/**
 * A body row: a row with a single object is placed on the page by itself (so a grid in it
 * splits across pages with its header repeated); a row of several becomes side-by-side
 * columns with the template's widths.
 */
function rowContent(
  row: readonly (PdfObject | null)[],
  widths: readonly Size[],
  data: TemplateData,
  context: ObjectContext,
): Content | null {
  const present = row.filter((object): object is PdfObject => object !== null);
  if (present.length === 0) return null;
  if (
    present.length === 1 &&
    (row.length === 1 || row.indexOf(present[0] ?? null) === 0) &&
    (present[0]?.colSpan ?? 1) >= widths.length
  ) {
    return buildPdfObject(present[0] as PdfObject, data, context);
  }
  const columns: Column[] = [];
  let index = 0;
  for (const object of row) {
    if (index >= widths.length) break;
    const span = Math.max(1, object?.colSpan ?? 1);
    const width = spannedWidth(widths, index, span);
    columns.push(
      (object ? { width, stack: [buildPdfObject(object, data, context)] } : { width, text: '' }) as Column,
    );
    index += span;
  }
  // a row of the body grid is kept on one page; check-page-fit.ts refuses one taller than a page
  return { columns, columnGap: 10, unbreakable: true } as Content;
}

function recordContent(template: PdfTemplate, data: TemplateData, context: ObjectContext): BodyRow[] {
  const body = template.body;
  if (!body) return [];
  const widths = columnWidths(body.cols);
  return body.rows.flatMap((row, index) => {
    const content = rowContent(row, widths, data, context);
    return content === null ? [] : [{ row: index + 1, content }];
  });
}

function margins(template: PdfTemplate): [number, number, number, number] {
  const value = template.margins ?? pdfTemplateDefaults.margins;
  return typeof value === 'number' ? [value, value, value, value] : value;
}

/**
 * The pdfmake document of a template for one record or many (a page run per record, each
 * starting on a new page). The header and footer are the same for every record: they read
 * the wording, the page number and the page count, not a record. Pure, so tests run it in Node.
 */
export function buildPdfDefinition(
  template: PdfTemplate,
  records: readonly TemplateData[],
  context: ObjectContext & {
    language: string;
    /** the product's notices that are not errors ('PDF grid split not needed') */
    onNotice?: (message: string) => void;
  },
): TDocumentDefinitions {
  const [left, top, right, bottom] = margins(template);
  const pageData = (page: number, pages: number) => ({
    t: templateTexts(template, context.language),
    page,
    pages,
    today: new Date().toISOString().slice(0, 10),
  });
  const band = (
    band: PdfTemplate['header'],
    page: number,
    pages: number,
    side: 'top' | 'bottom',
  ): Content => {
    const data = pageData(page, pages);
    const content: Content =
      typeof band === 'string'
        ? { text: renderTemplate(band, data, context.render), fontSize: 9, color: '#555555' }
        : { stack: (band ?? []).map((object) => buildPdfObject(object, data, context)) };
    return {
      stack: [content],
      margin: side === 'top' ? [left, Math.min(20, top / 2), right, 0] : [left, 0, right, 0],
    } as Content;
  };
  const fontSize = template.fontSize ?? pdfTemplateDefaults.fontSize;
  const measure = { fontSize, styles: template.styles ?? {} };
  const page = {
    size: template.size ?? pdfTemplateDefaults.size,
    layout: template.layout ?? 'portrait',
    margins: [left, top, right, bottom] as [number, number, number, number],
  };
  const pageWidth = pageFit(page, { header: 0, footer: 0 }, measure).width + left + right;
  // the bands as tall as on a page of a three-digit count
  const bandHeight = (which: PdfTemplate['header'], side: 'top' | 'bottom') =>
    which ? measureHeight(band(which, 100, 100, side), pageWidth, measure) : 0;
  const fit = pageFit(
    page,
    { header: bandHeight(template.header, 'top'), footer: bandHeight(template.footer, 'bottom') },
    measure,
  );
  let split = false;
  const content: Content[] = records.flatMap((data, index) => {
    const rows = recordContent(template, data, context);
    if (!checkPageFit(rows, fit).fitsOnePage) split = true;
    const parts = rows.map((row) => row.content as Content);
    if (index === 0 || parts.length === 0) return parts;
    const [first, ...rest] = parts;
    return [{ stack: [first as Content], pageBreak: 'before' } as Content, ...rest];
  });
  if (!split && records.length > 0) context.onNotice?.(gridSplitNotNeeded);
  const first = records[0] ?? {};
  const title = template.title ? renderTemplate(template.title, first, context.render) : '';
  return {
    pageSize: template.size ?? pdfTemplateDefaults.size,
    pageOrientation: template.layout ?? 'portrait',
    pageMargins: [left, top, right, bottom],
    info: { title },
    defaultStyle: { font: 'Roboto', fontSize },
    styles: template.styles ?? {},
    ...(template.header
      ? { header: (page: number, pages: number) => band(template.header, page, pages, 'top') }
      : {}),
    ...(template.footer
      ? { footer: (page: number, pages: number) => band(template.footer, page, pages, 'bottom') }
      : {}),
    content: content.length > 0 ? content : [{ text: '' }],
  } as TDocumentDefinitions;
}

/** The file name of a document: the template's outputName filled from the record, made safe. */
export function documentFileName(
  pattern: string | undefined,
  data: TemplateData,
  fallback: string,
  extension: string,
  render: ObjectContext['render'],
): string {
  let name = fallback;
  try {
    if (pattern) name = renderTemplate(pattern, data, render) || fallback;
  } catch {
    name = fallback;
  }
  // control characters dropped, then the characters file systems refuse
  const printable = [...name].filter((char) => char.charCodeAt(0) >= 32).join('');
  const safe =
    printable
      .replace(/[\\/:*?"<>|]+/g, '_')
      .trim()
      .slice(0, 150) || 'document';
  return safe.toLowerCase().endsWith(`.${extension}`) ? safe : `${safe}.${extension}`;
}
