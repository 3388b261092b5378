import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ExportCell } from './cell-format';
import type { ExportTable } from './export-table';

export type PdfOrientation = 'landscape' | 'portrait';

/** Spec 001 section 9: PDF export is landscape, margins 10, header title 24 px, subtitle 15 px. */
export const pdfLayout = { margins: 10, titleSize: 24, subtitleSize: 15 } as const;
/** Spec 001 section 9: the PDF default font size. */
export const defaultPdfFontSize = 12;
export const pdfFontSizes = { min: 6, max: 24 } as const;

export type PdfOptions = {
  title: string;
  subtitle: string;
  fontSize: number;
  orientation: PdfOrientation;
};

const headerFill = '#e8ecf1';
const totalsFill = '#f3f5f8';

function bodyCell(cell: ExportCell, numeric: boolean | undefined, extra: Partial<TableCell> = {}): TableCell {
  return { text: cell.text, ...(numeric ? { alignment: 'right' } : {}), ...extra } as TableCell;
}

/**
 * The pdfmake document of an export: the title and subtitle on top of the first page, then
 * one table whose header row repeats on every page and whose columns share the page width
 * (long texts wrap rather than run off the page). Pure, so tests render it in Node.
 */
export function buildPdfDefinition(table: ExportTable, options: PdfOptions): TDocumentDefinitions {
  const header: TableCell[] = table.header.map((text, index) =>
    bodyCell({ text, numeric: false }, table.numeric[index], { bold: true, fillColor: headerFill }),
  );
  const rows: TableCell[][] = table.rows.map((row) =>
    row.map((cell, index) => bodyCell(cell, table.numeric[index])),
  );
  if (table.totals) {
    rows.push(
      table.totals.map((cell, index) =>
        bodyCell(cell, table.numeric[index], { bold: true, fillColor: totalsFill }),
      ),
    );
  }
  const content: Content[] = [
    { text: options.title, fontSize: pdfLayout.titleSize, bold: true },
    { text: options.subtitle, fontSize: pdfLayout.subtitleSize, color: '#555555', margin: [0, 2, 0, 8] },
    {
      table: { headerRows: 1, widths: table.header.map(() => '*'), body: [header, ...rows] },
      layout: 'lightHorizontalLines',
    },
  ];
  return {
    pageSize: 'A4',
    pageOrientation: options.orientation,
    pageMargins: pdfLayout.margins,
    info: { title: options.title },
    defaultStyle: { font: 'Roboto', fontSize: options.fontSize },
    content,
  };
}
