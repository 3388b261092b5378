import type { PdfGridObject, PdfImageObject, PdfObject } from '@strata/api/contract/pdf-template';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { RenderOptions } from '../template-engine/render-template';
import { renderTemplate } from '../template-engine/render-template';
import { PdfError } from './pdf-error';

/** A report_image as a data URL, already scaled, with its size in pixels. */
export type TemplateImage = { dataUrl: string; width: number; height: number };

export type ObjectContext = {
  render: RenderOptions;
  /** the template's report_image records by id */
  images: ReadonlyMap<string, TemplateImage>;
};

/**
 * An image's size on the page, its proportions kept: both given, it fits the box; one given,
 * the other follows; none, its pixels as points (as pdfmake does). Explicit, so the row
 * measuring (check-page-fit.ts) knows its height.
 */
function imageSize(object: PdfImageObject, image: TemplateImage): Record<string, unknown> {
  const ratio = image.height / Math.max(1, image.width);
  if (object.width !== undefined && object.height !== undefined)
    return { fit: [object.width, object.height] };
  if (object.width !== undefined) return { width: object.width, height: object.width * ratio };
  if (object.height !== undefined) return { width: object.height / ratio, height: object.height };
  return { width: image.width, height: image.height };
}

const gridLayouts = { lines: 'lightHorizontalLines', boxes: undefined, none: 'noBorders' } as const;

function placement(object: PdfObject): Record<string, unknown> {
  return {
    ...(object.alignment ? { alignment: object.alignment } : {}),
    ...(object.margin !== undefined ? { margin: object.margin } : {}),
    ...(object.style ? { style: object.style } : {}),
  };
}

function gridContent(grid: PdfGridObject, data: Record<string, unknown>, context: ObjectContext): Content {
  const items = data[grid.items];
  const rows = Array.isArray(items) ? items : [];
  const as = grid.as ?? 'item';
  const fill = (text: string, scope: unknown) => renderTemplate(text, scope, context.render);
  const header: TableCell[] = grid.columns.map((column) => ({
    text: fill(column.header, data),
    style: 'tableHeader',
    bold: true,
    ...(column.alignment ? { alignment: column.alignment } : {}),
  }));
  const body: TableCell[][] = rows.map((item, index) => {
    // the item's own scope first, so `{{line.name}}` and the record's `{{name}}` both read
    const scope = { ...data, [as]: item, [`${as}_index`]: index + 1 };
    return grid.columns.map((column) => ({
      text: fill(column.text, scope),
      ...(column.alignment ? { alignment: column.alignment } : {}),
    }));
  });
  for (const footer of grid.footer ?? []) {
    const row: TableCell[] = [];
    for (const cell of footer) {
      row.push({
        text: fill(cell.text, data),
        bold: cell.bold ?? true,
        ...(cell.alignment ? { alignment: cell.alignment } : {}),
        ...(cell.colSpan ? { colSpan: cell.colSpan } : {}),
      });
      // pdfmake wants a placeholder for every column a cell spans
      for (let span = 1; span < (cell.colSpan ?? 1); span += 1) row.push({ text: '' });
    }
    while (row.length < grid.columns.length) row.push({ text: '' });
    body.push(row.slice(0, grid.columns.length));
  }
  const layout = gridLayouts[grid.layout ?? 'lines'];
  return {
    table: {
      // the header row repeats on every page the grid runs over
      headerRows: 1,
      // rows break between pages, never inside: check-page-fit.ts refuses a row taller than a page
      dontBreakRows: true,
      widths: grid.columns.map((column) => column.width ?? '*'),
      body: [header, ...body],
    },
    ...(layout ? { layout } : {}),
    ...placement(grid),
  } as Content;
}

/** One body or header object as pdfmake content; an unknown type is the product's 'unknown type'. */
export function buildPdfObject(
  object: PdfObject,
  data: Record<string, unknown>,
  context: ObjectContext,
): Content {
  switch (object.type) {
    case 'text':
      return {
        text: renderTemplate(object.text, data, context.render),
        ...(object.bold !== undefined ? { bold: object.bold } : {}),
        ...(object.italics !== undefined ? { italics: object.italics } : {}),
        ...(object.fontSize !== undefined ? { fontSize: object.fontSize } : {}),
        ...(object.color ? { color: object.color } : {}),
        ...placement(object),
      } as Content;
    case 'image': {
      const size = {
        ...(object.width !== undefined && object.height !== undefined
          ? { fit: [object.width, object.height] }
          : object.width !== undefined
            ? { width: object.width }
            : object.height !== undefined
              ? { height: object.height }
              : {}),
      };
      if (object.svg) return { svg: object.svg, ...size, ...placement(object) } as Content;
      const source = object.image ? context.images.get(object.image) : undefined;
      // an image the user cannot read, or that is gone, leaves its place empty
      return source
        ? ({ image: source.dataUrl, ...imageSize(object, source), ...placement(object) } as Content)
        : { text: '' };
    }
    case 'grid':
      return gridContent(object, data, context);
    default:
      throw new PdfError('ERR_PDF_UNKNOWN_TYPE');
  }
}
