import type { PdfTemplate } from '@strata/api/contract/pdf-template';
import { buildPdfDefinition } from '../../../web/src/documents/pdf/build-pdf-definition.js';
import type { TemplateImage } from '../../../web/src/documents/pdf/build-pdf-objects.js';
import { buildTemplateData, type TemplateData } from '../../../web/src/documents/pdf/template-data.js';
import { buildExportTable } from '../../../web/src/export/export-table.js';
import { buildPdfDefinition as buildExportDefinition } from '../../../web/src/export/pdf-definition.js';
import type { PropertyMeta } from '../../../web/src/metadata/object-metadata.js';

/**
 * The documents bench's work, shared by its Node suite (documents.ts) and its Chromium tab
 * (browser-entry.ts): the same quotes, lines and accounts, the same builders the app runs.
 */
export type Definition = ReturnType<typeof buildPdfDefinition>;

/** Issue 19: documents cost at most 1.3x pdfmake rendering the same document definition. */
export const documentsTarget = 1.3;

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

/** The batch's definition: variables, template engine and builder, as the Print dialog runs them. */
export async function quoteBatchDefinition(
  template: PdfTemplate,
  images: ReadonlyMap<string, TemplateImage> = new Map(),
): Promise<Definition> {
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
  return buildPdfDefinition(template, data, { render, images, language: 'en' });
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

/** 5,000 accounts, the most an export takes (spec 001 section 7). */
export function exportRows(): Record<string, unknown>[] {
  return Array.from({ length: 5000 }, (_, index) => ({
    name: `Account ${index + 1} Žilina`,
    address1_city: index % 2 ? 'Bratislava' : 'Košice',
    revenue: 1000 + index * 13.37,
    numberofemployees: index % 500,
    createdon: '2026-01-15T10:30:00Z',
  }));
}

/** The list export's table and definition, as the Export dialog builds them. */
export function exportDefinition(rows: Record<string, unknown>[]): Definition {
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
