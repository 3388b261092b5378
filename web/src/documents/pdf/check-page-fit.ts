import { type MeasureOptions, measureHeight, tableRowHeights } from './measure-content';
import { PdfError } from './pdf-error';

/** Page sizes in points (pdfmake's), portrait. */
const pageSizes: Record<string, [number, number]> = {
  A3: [841.89, 1190.55],
  A4: [595.28, 841.89],
  A5: [419.53, 595.28],
  LETTER: [612, 792],
  LEGAL: [612, 1008],
};

export type PageFit = MeasureOptions & {
  /** the width and height content has on a page, between margins, header and footer */
  width: number;
  height: number;
};

/**
 * The room content has on a page: the page less its margins; a header or footer taller than
 * its margin takes more (pdfmake draws them in the margins and would let content run under).
 */
export function pageFit(
  page: { size: string; layout: 'portrait' | 'landscape'; margins: [number, number, number, number] },
  bands: { header: number; footer: number },
  measure: MeasureOptions,
): PageFit {
  const [short, long] = pageSizes[page.size] ?? (pageSizes.A4 as [number, number]);
  const [width, height] = page.layout === 'landscape' ? [long, short] : [short, long];
  const [left, top, right, bottom] = page.margins;
  return {
    ...measure,
    width: Math.max(1, width - left - right),
    height: Math.max(1, height - Math.max(top, bands.header) - Math.max(bottom, bands.footer)),
  };
}

/** One body row of a template as pdfmake content, with its row number in the template. */
export type BodyRow = { row: number; content: unknown };

const points = (value: number) => Math.ceil(value);

function tooTall(row: string, height: number, fit: PageFit): PdfError {
  return new PdfError('ERR_PDF_CANNOT_SPLIT_GRID', {
    row,
    height: points(height),
    available: Math.floor(fit.height),
  });
}

/** A content node wrapped in single-child stacks (a record's page break) unwrapped. */
function unwrap(content: unknown): Record<string, unknown> | null {
  let node = content;
  while (
    typeof node === 'object' &&
    node !== null &&
    Array.isArray((node as { stack?: unknown[] }).stack) &&
    (node as { stack: unknown[] }).stack.length === 1 &&
    (node as { margin?: unknown }).margin === undefined
  ) {
    node = (node as { stack: unknown[] }).stack[0];
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : null;
}

/**
 * Splits one record's body over pages the product's way: a row of the body grid never breaks
 * (side-by-side objects, an image), a grid breaks between its rows with its header row
 * repeated, a text between its lines. A row, or a grid row under its header, taller than the
 * page cannot be split: 'PDF cannot split grid to page' (spec 001 section 8), rather than
 * pdfmake's silent clipping. Answers whether the whole body fits on one page, when the
 * product's 'PDF grid split not needed' applies.
 */
export function checkPageFit(rows: readonly BodyRow[], fit: PageFit): { fitsOnePage: boolean } {
  let total = 0;
  for (const { row, content } of rows) {
    const height = measureHeight(content, fit.width, fit);
    total += height;
    const node = unwrap(content);
    if (!node) continue;
    if (node.table) {
      const heights = tableRowHeights(node, fit.width, fit);
      const headerRows = Number((node.table as { headerRows?: number }).headerRows ?? 0);
      const header = heights.slice(0, headerRows).reduce((a, b) => a + b, 0);
      if (header > fit.height) throw tooTall(String(row), header, fit);
      heights.slice(headerRows).forEach((line, index) => {
        if (header + line > fit.height) throw tooTall(`${row}.${index + 1}`, header + line, fit);
      });
    } else if (node.text !== undefined && !Array.isArray(node.columns)) {
      // plain text breaks between lines; one line is always shorter than a page
    } else if (height > fit.height) {
      throw tooTall(String(row), height, fit);
    }
  }
  return { fitsOnePage: total <= fit.height };
}
