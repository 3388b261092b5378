import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Download, expect, type Page, test } from '@playwright/test';
import PizZip from 'pizzip';
import { callApi, createRecord, createUserWithRole, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn, titleBarCommand } from './helpers.js';

/**
 * Documents from templates (issue 19) through the real UI: the crm template's Quote PDF printed
 * from a quote's form (read back with Debian's pdftotext), a Word template filled from the same
 * data, and a batch of 20 quotes printed from the list. Other tests share the demo
 * organisation, so the records made here carry a unique prefix.
 */

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The text of a PDF as poppler's pdftotext reads it (pages end with a form feed). */
function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-documents-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    try {
      return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error('pdftotext is missing: install Debian poppler-utils (apt-get install poppler-utils)');
      }
      throw error;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The images in a PDF as poppler's pdfimages lists them: width x height of each. */
function pdfImageSizes(bytes: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-documents-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    // page num type width height ...; the first two lines are the heading
    return list
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [, , type, width, height] = line.trim().split(/\s+/);
        return `${type} ${width}x${height}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const downloaded = async (download: Download) => readFileSync(await download.path());

type Seeded = {
  prefix: string;
  quoteId: string;
  quoteName: string;
  products: [string, string];
  account: string;
  accountId: string;
};
let seeded: Seeded;

/** A quote with two lines (one discounted) for a new account, made through the API. */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  const prefix = `Doc${Date.now().toString(36)}`;
  const products = await fetchRows<{ id: string; name: string }>(page, {
    entity: { name: 'product', attributes: [{ attribute: 'name' }], orders: [{ attribute: 'name' }] },
    count: 2,
  });
  const [first, second] = products;
  if (!first || !second) throw new Error('the demo has no products');
  const account = `${prefix} Tatra Logistika`;
  const accountId = await createRecord(page, 'account', {
    name: account,
    address1_street: 'Mlynské nivy 5',
    address1_city: 'Bratislava',
    address1_postalcode: '821 09',
  });
  const quoteName = `${prefix} Inverter upgrade`;
  const quoteId = await createRecord(page, 'quote', {
    name: quoteName,
    accountid: accountId,
    effectivefrom: '2026-03-02',
    effectiveto: '2026-04-01',
    paymenttermscode: 30,
  });
  const lines = [
    {
      productid: first.id,
      name: first.name,
      quantity: 2,
      priceperunit: 100,
      baseamount: 200,
      discount: 10,
      totalamount: 180,
    },
    {
      productid: second.id,
      name: second.name,
      quantity: 1,
      priceperunit: 50.5,
      baseamount: 50.5,
      discount: 0,
      totalamount: 50.5,
    },
  ];
  const { status } = await callApi(page, '/api/executemultiple', {
    records: lines.map((object) => ({
      name: 'quotedetail',
      operation: 'create',
      object: { ...object, quoteid: quoteId },
    })),
  });
  if (status !== 200) throw new Error(`seeding lines failed: ${status}`);
  seeded = { prefix, quoteId, quoteName, products: [first.name, second.name], account, accountId };
  await page.close();
});

async function openPrint(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await signIn(page, { path: `/sales/edit/quote/${seeded.quoteId}` });
  await titleBarCommand(page, `Quote: ${seeded.quoteName}`, 'Print');
  const dialog = page.getByRole('dialog', { name: 'Print' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a quote prints from its form: lines, discount, VAT and total in the PDF', async ({ page }) => {
  const dialog = await openPrint(page);
  await dialog.getByRole('button', { name: /^Quote\s*PDF$/ }).click();
  // the PDF opens in the dialog's preview, with Download beside it
  // pdfmake and its fonts load on the first PDF: give a slow machine time
  await expect(dialog.locator('iframe.print-preview')).toBeVisible({ timeout: 30_000 });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Quote QUO-\d+\.pdf$/);
  const bytes = await downloaded(download);
  const text = pdfText(bytes);
  // the crm logo, fetched by id from report_image (its PNG is 720 x 192 px)
  expect(pdfImageSizes(bytes)).toContain('image 720x192');
  for (const expected of [
    'Quote',
    seeded.quoteName,
    seeded.account,
    'Mlynské nivy 5',
    seeded.products[0],
    seeded.products[1],
    '€100.00',
    '10%',
    '€180.00',
    '€50.50',
    '−€20.00', // the discount
    '€230.50', // the subtotal
    'VAT 20 %',
    '€46.10',
    '€276.60', // the total
    'Page 1 of 1',
  ]) {
    expect(text, `the PDF holds ${expected}`).toContain(expected);
  }

  // kept with the record: a quote has no File field, so a Note regarding it holds the PDF
  await dialog.getByRole('button', { name: 'Attach to the record' }).click();
  await expect(page.getByText('The document was attached to the record.')).toBeVisible();
  const notes = await fetchRows<{ name: string; document: string | null }>(page, {
    entity: {
      name: 'activity',
      attributes: [{ attribute: 'name' }, { attribute: 'document' }, { attribute: 'regardingobjectid' }],
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: download.suggestedFilename() }] },
    },
  });
  const note = notes.find((row) => JSON.stringify(row).includes(seeded.quoteId));
  expect(note?.document).toContain('.pdf');
});

test('a salesperson prints a quote of their own: the logo, the lines and the total', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const suffix = Date.now().toString(36);
  const email = `seller${suffix}@example.com`;
  const password = `seller password ${suffix}`;
  await createUserWithRole(page, { name: `Sam ${suffix}`, email, password, role: 'salesperson' });
  const context = await browser.newContext();
  try {
    const seller = await context.newPage();
    await signIn(seller, { email, password });
    const quoteName = `${seeded.prefix} Seller quote`;
    const quoteId = await createRecord(seller, 'quote', { name: quoteName, effectivefrom: '2026-03-02' });
    const [product] = await fetchRows<{ id: string; name: string }>(seller, {
      entity: { name: 'product', attributes: [{ attribute: 'name' }], orders: [{ attribute: 'name' }] },
      count: 1,
    });
    if (!product) throw new Error('a salesperson reads no products');
    await createRecord(seller, 'quotedetail', {
      quoteid: quoteId,
      productid: product.id,
      name: product.name,
      quantity: 3,
      priceperunit: 10,
      baseamount: 30,
      discount: 0,
      totalamount: 30,
    });
    await seller.goto(`${appUrl('demo')}/sales/edit/quote/${quoteId}`);
    await titleBarCommand(seller, `Quote: ${quoteName}`, 'Print');
    const dialog = seller.getByRole('dialog', { name: 'Print' });
    await dialog.getByRole('button', { name: /^Quote\s*PDF$/ }).click();
    await expect(dialog.locator('iframe.print-preview')).toBeVisible({ timeout: 30_000 });
    const downloading = seller.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const bytes = await downloaded(await downloading);
    // the logo is a report_image record: a salesperson reads it as the template does
    expect(pdfImageSizes(bytes)).toContain('image 720x192');
    const text = pdfText(bytes);
    for (const expected of [quoteName, product.name, '€30.00', 'VAT 20 %', '€6.00', '€36.00']) {
      expect(text, `the PDF holds ${expected}`).toContain(expected);
    }
  } finally {
    await context.close();
  }
});

/** A minimal Word document whose body is the given paragraphs. */
function wordTemplate(paragraphs: string[]): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer' });
}

/** Uploads a file for a File field from inside the signed-in page; answers the value to store. */
async function upload(page: Page, target: string, bytes: Buffer, name: string): Promise<string> {
  const { status, value } = await page.evaluate(
    async ({ target, base64, name }) => {
      const raw = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const response = await fetch(`/api/files?${target}`, {
        method: 'POST',
        headers: { 'access-token': sessionStorage.getItem('strata.session') ?? '', 'X-File-Name': name },
        body: raw,
      });
      const answer = (await response.json()) as { value?: string };
      return { status: response.status, value: answer.value ?? '' };
    },
    { target, base64: bytes.toString('base64'), name },
  );
  expect(status).toBe(201);
  return value;
}

test('a Word template is filled from the quote and its lines, and runs no code', async ({ page }) => {
  await signIn(page);
  const file = wordTemplate([
    'Offer {{name}} for {{accountid}}',
    '{{#lines}}',
    'Line {{productid}}: {{quantity|number:0}} × {{totalamount|money}}',
    '{{/lines}}',
    'Subtotal {{subtotal|money}}',
    'Nothing here: [{{constructor.constructor}}][{{__proto__}}][{{missing.value}}]',
  ]);
  const value = await upload(page, 'entity=hr_doc_template&field=body', file, 'offer.docx');
  const templateName = `${seeded.prefix} Offer letter`;
  await createRecord(page, 'hr_doc_template', {
    name: templateName,
    objectname: 'quote',
    body: value,
    variables: JSON.stringify({
      outputName: 'Offer {{quotenumber}}',
      variableDefinitions: [
        {
          logicalName: 'lines',
          isArray: true,
          fetch: {
            entity: {
              name: 'quotedetail',
              allattrs: true,
              filter: { conditions: [{ attribute: 'quoteid', operator: 'eq', value: '{{id}}' }] },
              orders: [{ attribute: 'totalamount', descending: true }],
            },
          },
        },
        { logicalName: 'subtotal', expression: 'sum(lines.totalamount)' },
      ],
    }),
  });

  const dialog = await openPrint(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: new RegExp(`^${templateName}\\s*Word$`) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Offer QUO-\d+\.docx$/);
  const xml = new PizZip(await downloaded(download)).file('word/document.xml')?.asText() ?? '';
  expect(xml).toContain(`Offer ${seeded.quoteName} for ${seeded.account}`);
  expect(xml).toContain(`Line ${seeded.products[0]}: 2 × €180.00`);
  expect(xml).toContain(`Line ${seeded.products[1]}: 1 × €50.50`);
  expect(xml).toContain('Subtotal €230.50');
  expect(xml).toContain('Nothing here: [][][]');
  expect(xml).not.toContain('{{');
});

test('a list prints a batch of 20 quotes into one PDF, a page per quote', async ({ page }) => {
  test.slow(); // 20 records, each read with its lines, then one PDF made in the page
  await signIn(page);
  const batch = `${seeded.prefix}B`;
  const names = Array.from({ length: 20 }, (_, index) => `${batch} ${String(index + 1).padStart(2, '0')}`);
  const { status, body } = await callApi<{ result?: string }[]>(page, '/api/executemultiple', {
    records: names.map((name) => ({
      name: 'quote',
      operation: 'create',
      object: { name, effectivefrom: '2026-03-02' },
    })),
  });
  expect(status).toBe(200);
  const product = await fetchRows<{ id: string }>(page, { entity: { name: 'product' }, count: 1 });
  const lines = await callApi(page, '/api/executemultiple', {
    records: body.map((created, index) => ({
      name: 'quotedetail',
      operation: 'create',
      object: {
        quoteid: String(created.result),
        productid: product[0]?.id,
        quantity: 1,
        priceperunit: index + 1,
        baseamount: index + 1,
        totalamount: index + 1,
      },
    })),
  });
  expect(lines.status).toBe(200);

  await page.goto(`${appUrl('demo')}/sales/list/quote`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(batch);
  await expect(page.locator('.list-count')).toHaveText('Records: 20');
  await titleBarCommand(page, 'Quotes', 'Print');
  const dialog = page.getByRole('dialog', { name: 'Print documents' });
  await expect(dialog.getByText('All filtered records (up to 500)')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Quote\s*PDF$/ }).click();
  const download = await downloading;
  await expect(dialog).toHaveCount(0);
  const pages = pdfText(await downloaded(download))
    .split('\f')
    .filter((text) => text.trim() !== '');
  expect(pages).toHaveLength(20);
  // each quote starts its own page, with its own total (VAT included)
  names.forEach((name, index) => {
    const onPage = pages.find((text) => text.includes(name));
    expect(onPage, `${name} has a page`).toBeDefined();
    expect(onPage).toContain(`€${((index + 1) * 1.2).toFixed(2)}`);
  });

  // or a zip with one PDF per quote
  await titleBarCommand(page, 'Quotes', 'Print');
  await dialog.getByRole('radio', { name: 'A zip with one file per record' }).check();
  const zipping = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /^Quote\s*PDF$/ }).click();
  const zipFile = await zipping;
  expect(zipFile.suggestedFilename()).toBe('Quote.zip');
  const files = Object.keys(new PizZip(await downloaded(zipFile)).files);
  expect(files).toHaveLength(20);
  for (const file of files) expect(file).toMatch(/^Quote QUO-\d+\.pdf$/);
});

test('the report template designer checks the JSON as it is typed, previews it, and the server refuses a broken body', async ({
  page,
}) => {
  await signIn(page);
  const [quoteTemplate] = await fetchRows<{ id: string; body: string }>(page, {
    entity: {
      name: 'report_template',
      attributes: [{ attribute: 'body' }],
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'Quote' }] },
    },
    count: 1,
  });
  if (!quoteTemplate) throw new Error('the crm template ships a Quote report');

  // a body with an object of an unknown type is refused on save, with the path of the problem
  const broken = JSON.stringify({ body: { cols: 1, rows: [[{ type: 'chart' }]] } });
  const refused = await callApi<{ code: string; message: string }>(page, '/api/update', {
    operation: 'create',
    name: 'report_template',
    object: { name: `${seeded.prefix} broken`, objectname: 'quote', body: broken },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.code).toBe('ERR_VALIDATION');
  expect(refused.body.message).toContain('body.rows.0.0.type: unknown type');

  await page.goto(`${appUrl('demo')}/sales/edit/report_template/${quoteTemplate.id}`);
  const source = page.getByLabel('Template (JSON)');
  await expect(source).toHaveValue(/"variableDefinitions"/);
  await expect(page.getByText('The template is valid.')).toBeVisible();
  // the live preview: a PDF of the newest quote
  await expect(page.getByTitle('Template preview')).toBeVisible({ timeout: 30_000 });

  await source.fill(broken);
  await expect(page.getByRole('alert').filter({ hasText: 'Not a valid template' })).toContainText(
    'body.rows.0.0.type: unknown type',
  );
  await source.fill('{"title": "x", "body": {"cols": 1, "rows": [[{"type": "text", "text": "{{name"}]]}}');
  await expect(page.getByText('The template is valid.')).toBeVisible();
  // the engine's own error shows where the preview would be
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid formatted text' })).toBeVisible({
    timeout: 15_000,
  });
});
