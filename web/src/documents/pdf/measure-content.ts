/**
 * Estimates how tall pdfmake content comes out, without pdfmake: pdfmake itself splits a table
 * row over pages, and with dontBreakRows it clips a row taller than the page without a word, so
 * the product measures rows itself first (check-page-fit.ts). Text is laid out word by word at
 * an average glyph width that is on the wide side for Roboto (0.55 em, bold 0.6 em), so a
 * row is rather taken for taller than it is than for shorter: a row that might not fit is
 * refused rather than cut off.
 */

export type MeasureStyles = Readonly<
  Record<string, { fontSize?: number | undefined; bold?: boolean | undefined; margin?: unknown }>
>;

export type MeasureOptions = {
  fontSize: number;
  styles: MeasureStyles;
};

type Node = Record<string, unknown>;

/** Roboto's ascender minus descender is 1.17 em; pdfmake's line height is that times lineHeight. */
const lineEm = 1.17;
const glyphEm = 0.55;
const boldGlyphEm = 0.6;
/** pdfmake's default table cell padding (4 left and right, 2 top and bottom) and a 1 pt line */
const cellPadX = 8;
const cellPadY = 4;
const ruleWidth = 1;
const defaultColumnGap = 10;

function styleNames(node: Node): string[] {
  const style = node.style;
  return typeof style === 'string' ? [style] : Array.isArray(style) ? (style as string[]) : [];
}

function styled(node: Node, options: MeasureOptions) {
  let fontSize = options.fontSize;
  let bold = false;
  let margin: unknown;
  for (const name of styleNames(node)) {
    const style = options.styles[name];
    if (style?.fontSize !== undefined) fontSize = style.fontSize;
    if (style?.bold !== undefined) bold = style.bold;
    if (style?.margin !== undefined) margin = style.margin;
  }
  if (typeof node.fontSize === 'number') fontSize = node.fontSize;
  if (typeof node.bold === 'boolean') bold = node.bold;
  if (node.margin !== undefined) margin = node.margin;
  return { fontSize, bold, margin };
}

/** [left, top, right, bottom] of a pdfmake margin (a number, [x, y] or four numbers). */
export function marginBox(margin: unknown): [number, number, number, number] {
  if (typeof margin === 'number') return [margin, margin, margin, margin];
  if (Array.isArray(margin) && margin.length === 2) {
    const [x, y] = margin as [number, number];
    return [x, y, x, y];
  }
  if (Array.isArray(margin) && margin.length === 4) return margin as [number, number, number, number];
  return [0, 0, 0, 0];
}

/** Lines a text takes at a width: greedy word wrap, a word longer than the line broken up. */
export function textLines(text: string, width: number, glyphWidth: number): number {
  const perLine = Math.max(1, Math.floor(width / glyphWidth));
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    let used = 0;
    let count = 1;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const length = word.length;
      if (used > 0 && used + 1 + length <= perLine) {
        used += 1 + length;
      } else if (used === 0 && length <= perLine) {
        used = length;
      } else {
        if (used > 0) count += 1;
        // a word wider than the line is broken over as many lines as it needs
        count += Math.ceil(length / perLine) - 1;
        used = length % perLine || perLine;
      }
    }
    lines += count;
  }
  return lines;
}

/** The natural height of an SVG drawn at a width, from its width/height or viewBox. */
function svgHeight(svg: string, width: number | undefined): number {
  const open = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => {
    const value = new RegExp(`\\b${name}="([\\d.]+)`).exec(open)?.[1];
    return value ? Number(value) : undefined;
  };
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(open);
  const naturalWidth = attribute('width') ?? (box ? Number(box[1]) : undefined);
  const naturalHeight = attribute('height') ?? (box ? Number(box[2]) : undefined);
  if (!naturalWidth || !naturalHeight) return width ?? 0;
  return width === undefined ? naturalHeight : (width * naturalHeight) / naturalWidth;
}

function imageHeight(node: Node): number {
  if (Array.isArray(node.fit)) return Number(node.fit[1]) || 0;
  if (typeof node.height === 'number') return node.height;
  if (typeof node.svg === 'string')
    return svgHeight(node.svg, typeof node.width === 'number' ? node.width : undefined);
  // a picture of unknown proportions: as tall as it is wide
  return typeof node.width === 'number' ? node.width : 0;
}

/** Widths of columns sharing a width: fixed ones as given, '*' and 'auto' share what is left. */
export function shareWidths(widths: readonly unknown[], total: number, gap: number): number[] {
  const fixed = widths.reduce<number>((sum, width) => sum + (typeof width === 'number' ? width : 0), 0);
  const flexible = widths.filter((width) => typeof width !== 'number').length;
  const rest = Math.max(0, total - fixed - gap * Math.max(0, widths.length - 1));
  return widths.map((width) => (typeof width === 'number' ? width : flexible ? rest / flexible : 0));
}

/** Heights of a table's rows (cell padding and rules included) at a width. */
export function tableRowHeights(node: Node, width: number, options: MeasureOptions): number[] {
  const table = (node.table ?? {}) as { body?: Node[][]; widths?: unknown[] };
  const body = table.body ?? [];
  const columns = table.widths ?? (body[0] ?? []).map(() => '*');
  const widths = shareWidths(columns, width - ruleWidth * (columns.length + 1), cellPadX);
  const inner = styled(node, options);
  const cellOptions = { ...options, fontSize: inner.fontSize };
  return body.map((row) => {
    let tallest = 0;
    row.forEach((cell, index) => {
      const span = typeof cell?.colSpan === 'number' ? cell.colSpan : 1;
      const cellWidth = widths.slice(index, index + span).reduce((a, b) => a + b, 0) + cellPadX * (span - 1);
      tallest = Math.max(tallest, measureHeight(cell, Math.max(1, cellWidth), cellOptions));
    });
    return tallest + cellPadY + ruleWidth;
  });
}

/** The estimated height of pdfmake content laid out at a width, margins included. */
export function measureHeight(content: unknown, width: number, options: MeasureOptions): number {
  if (content === null || content === undefined) return 0;
  if (typeof content === 'string') return measureHeight({ text: content }, width, options);
  if (Array.isArray(content))
    return content.reduce<number>((sum, item) => sum + measureHeight(item, width, options), 0);
  const node = content as Node;
  const { fontSize, bold, margin } = styled(node, options);
  const [left, top, right, bottom] = marginBox(margin);
  const inner = Math.max(1, width - left - right);
  const nested = { ...options, fontSize };
  let height = 0;
  if (node.table) {
    height = tableRowHeights(node, inner, options).reduce((a, b) => a + b, 0);
  } else if (Array.isArray(node.columns)) {
    const columns = node.columns as Node[];
    const gap = typeof node.columnGap === 'number' ? node.columnGap : defaultColumnGap;
    const widths = shareWidths(
      columns.map((column) => column.width ?? '*'),
      inner,
      gap,
    );
    height = Math.max(
      0,
      ...columns.map((column, index) => measureHeight(column, widths[index] ?? inner, nested)),
    );
  } else if (Array.isArray(node.stack)) {
    height = measureHeight(node.stack, inner, nested);
  } else if (node.image !== undefined || node.svg !== undefined) {
    height = imageHeight(node);
  } else if (node.text !== undefined) {
    const text = Array.isArray(node.text) ? node.text.map(String).join('') : String(node.text);
    const glyph = fontSize * (bold ? boldGlyphEm : glyphEm);
    const lineHeight = typeof node.lineHeight === 'number' ? node.lineHeight : 1;
    height = text === '' ? fontSize * lineEm : textLines(text, inner, glyph) * fontSize * lineEm * lineHeight;
  }
  return top + height + bottom;
}
