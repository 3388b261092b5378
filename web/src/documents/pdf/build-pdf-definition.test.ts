import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type PdfTemplate, pdfTemplateSchema } from '@strata/api/contract/pdf-template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNodePdfMake, type NodePdfMake } from '../../../../test/fixtures/node-pdfmake.js';
import { buildPdfDefinition, documentFileName } from './build-pdf-definition.js';
import { buildTemplateData } from './template-data.js';

let pdfmake: NodePdfMake;
let dir: string;

// pdfmake's Node build with the browser's own font files
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'strata-documents-'));
  pdfmake = loadNodePdfMake(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The crm template's own Quote (tenant-templates/crm/seed/03_report_template.json). */
function crmTemplate(name: string): PdfTemplate {
  const file = path.resolve(__dirname, '../../../../tenant-templates/crm/seed/03_report_template.json');
  const seed = JSON.parse(readFileSync(file, 'utf8')) as { rows: { name: string; body: unknown }[] };
  return pdfTemplateSchema.parse(seed.rows.find((row) => row.name === name)?.body);
}

const quote = {
  id: 'q1',
  name: 'Solar inverter installation',
  quotenumber: 'QUO-10002',
  accountid: { id: 'a1', name: 'account', label: 'Kúpele Piešťany' },
  effectivefrom: '2026-02-03',
  effectiveto: '2026-03-05',
  paymenttermscode: 30,
  description: null,
};
const lines = Array.from({ length: 3 }, (_, index) => ({
  productid: { id: `p${index}`, name: 'product', label: `Žiarivka ${index + 1}` },
  quantity: index + 1,
  priceperunit: 100,
  baseamount: 100 * (index + 1),
  discount: index === 0 ? 10 : 0,
  totalamount: index === 0 ? 90 : 100 * (index + 1),
}));

async function quoteData(language: string, rows: Record<string, unknown>[] = lines) {
  const fetched: string[] = [];
  const data = await buildTemplateData(crmTemplate('Quote'), quote, {
    language,
    render: { locale: language },
    fetchRows: async (query) => {
      fetched.push(JSON.stringify(query));
      return query.entity.name === 'account'
        ? [{ name: 'Kúpele Piešťany', address1_city: 'Piešťany' }]
        : rows;
    },
  });
  return { data, fetched };
}

function pdfText(bytes: Buffer): string {
  const file = path.join(dir, `t${Date.now()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

describe('the crm Quote template', () => {
  it('fetches the lines and the account with the record id filled in', async () => {
    const { data, fetched } = await quoteData('en');
    expect(fetched.some((query) => query.includes('"quotedetail"') && query.includes('"q1"'))).toBe(true);
    expect(fetched.some((query) => query.includes('"account"') && query.includes('"a1"'))).toBe(true);
    expect(data.subtotal).toBe(590);
    expect(data.vat).toBe(118);
    expect(data.grandtotal).toBe(708);
    expect(data.discounts).toBe(10);
  });

  it('renders in each language with its wording, totals and page numbers', async () => {
    const expected: Record<string, string[]> = {
      en: ['Quote', 'Unit price', 'VAT 20 %', '€708.00', 'Page 1 of 1'],
      sk: ['Cenová ponuka', 'Jedn. cena', 'DPH 20 %', '708,00 €', 'Strana 1 z 1'],
      cs: ['Cenová nabídka', 'Mezisoučet', 'DPH 20 %', '708,00 €', 'Strana 1 z 1'],
      de: ['Angebot', 'Einzelpreis', 'MwSt. 20 %', '708,00 €', 'Seite 1 von 1'],
    };
    for (const [language, texts] of Object.entries(expected)) {
      const { data } = await quoteData(language);
      const definition = buildPdfDefinition(crmTemplate('Quote'), [data], {
        render: { locale: language },
        images: new Map(),
        language,
      });
      const bytes = await pdfmake.createPdf(definition).getBuffer();
      if (language === 'sk') writeFileSync(path.join(tmpdir(), 'strata-quote-sk.pdf'), bytes);
      const text = pdfText(bytes).replace(/\u00a0|\u202f/g, ' ');
      for (const item of [
        ...texts,
        'Žiarivka 1',
        'Kúpele Piešťany',
        language === 'en' ? 'Payment within 30 days' : '30',
      ])
        expect(text, `${language}: ${item}`).toContain(item);
    }
  });

  it('splits a long grid across pages with its header row repeated', async () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      ...lines[1],
      productid: { id: `p${index}`, label: `Item ${index}` },
    }));
    const { data } = await quoteData('en', many);
    const definition = buildPdfDefinition(crmTemplate('Quote'), [data], {
      render: { locale: 'en' },
      images: new Map(),
      language: 'en',
    });
    const pages = pdfText(await pdfmake.createPdf(definition).getBuffer())
      .split('\f')
      .filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages.slice(1, -1)) expect(page).toMatch(/Product\s+Qty\s+Unit price/);
    expect(pages.at(-1)).toContain('Page');
  });

  it('names the file from outputName, made safe', () => {
    expect(
      documentFileName(
        '{{t.title}} {{quotenumber}}',
        { t: { title: 'Quote' }, quotenumber: 'QUO/1' },
        'x',
        'pdf',
        { locale: 'en' },
      ),
    ).toBe('Quote QUO_1.pdf');
    expect(documentFileName('{{broken', {}, 'Quote', 'pdf', { locale: 'en' })).toBe('Quote.pdf');
  });
});

describe('objects', () => {
  it("refuses an object of an unknown type with 'unknown type'", () => {
    const template = { body: { cols: 1, rows: [[{ type: 'chart' }]] } } as unknown as PdfTemplate;
    expect(() =>
      buildPdfDefinition(template, [{}], { render: { locale: 'en' }, images: new Map(), language: 'en' }),
    ).toThrow('unknown type');
  });

  it('prints the variable of a fetch the user may not read as empty', async () => {
    const { ApiError } = await import('../../api/http.js');
    const data = await buildTemplateData(
      { variableDefinitions: [{ logicalName: 'secret', fetch: { entity: { name: 'systemuser' } } }] },
      { id: 'r' },
      {
        language: 'en',
        render: { locale: 'en' },
        fetchRows: async () => {
          throw new ApiError(403, 'ERR_FORBIDDEN', 'no');
        },
      },
    );
    expect(data.secret).toBeNull();
  });
});
