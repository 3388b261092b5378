import { buildCsv } from '../../export/csv-file';
import type { ExportTable } from '../../export/export-table';
import { buildPdfDefinition, defaultPdfFontSize } from '../../export/pdf-definition';
import { renderPdf } from '../../export/pdf-file';
import { downloadBlob } from '../../ui/download';

/** Spec 002 section 9: euros in the Slovak number format, whatever the user's language. */
export const euro = new Intl.NumberFormat('sk-SK', { style: 'currency', currency: 'EUR' });
const plain = new Intl.NumberFormat('sk-SK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export type ExportLine = { name: string; category: string; person: string; amount: number; comment: string };
export type ExportLabels = { header: string[]; total: string; title: string; subtitle: string; file: string };

/** One budget list as the export code's table: name, category, person, amount, comment, total. */
export function budgetTable(lines: ExportLine[], labels: ExportLabels): ExportTable {
  const text = (value: string) => ({ text: value, numeric: false });
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  return {
    header: labels.header,
    rows: lines.map((line) => [
      text(line.name),
      text(line.category),
      text(line.person),
      { text: plain.format(line.amount), numeric: true },
      text(line.comment),
    ]),
    totals: [text(labels.total), text(''), text(''), { text: plain.format(sum), numeric: true }, text('')],
    numeric: [false, false, false, true, false],
  };
}

export function downloadBudgetCsv(table: ExportTable, file: string): void {
  downloadBlob(
    new Blob([buildCsv(table, { csvHeader: false })], { type: 'text/csv;charset=utf-8' }),
    `${file}.csv`,
  );
}

/** pdfmake loads on the first PDF only (export/pdf-file.ts). */
export async function downloadBudgetPdf(table: ExportTable, labels: ExportLabels): Promise<void> {
  const definition = buildPdfDefinition(table, {
    title: labels.title,
    subtitle: labels.subtitle,
    fontSize: defaultPdfFontSize,
    orientation: 'portrait',
  });
  downloadBlob(await renderPdf(definition), `${labels.file}.pdf`);
}
