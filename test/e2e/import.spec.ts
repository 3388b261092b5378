import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { callApi, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { openMenuItem, signIn, signInWithoutOpening, titleBarCommand } from './helpers.js';

/**
 * Import Records (spec 001 sections 2, 4, 5 and 8) through the real screen: files go in
 * through Upload File's file chooser, and every outcome is checked on the server. What the
 * screen shows and sends without a server (the preview and its notes, files refused, a drop,
 * large files, the error cap, the template, matching options and rights) is in
 * web/src/import/ImportScreen.dom.test.tsx.
 */

/** This file's own records: a prefix no other test (or worker) uses. */
const prefix = `Imp${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const names = {
  acme: `${prefix} Acme`,
  updated: `${prefix} Upd`,
};
const seeded: Partial<Record<keyof typeof names, string>> = {};

/** Seeds the accounts the tests link to and match against, once per file (and worker). */
test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  const records = [
    { name: 'account', operation: 'create', object: { name: names.acme } },
    { name: 'account', operation: 'create', object: { name: names.updated, address1_city: 'Oldtown' } },
  ];
  const { status, body } = await callApi<{ result: string }[]>(page, '/api/executemultiple', { records });
  if (status !== 200) throw new Error(`seeding failed: ${status} ${JSON.stringify(body)}`);
  [seeded.acme, seeded.updated] = body.map((item) => item.result);
  await page.close();
});

type Row = Record<string, unknown> & { id: string; name: string };

/** Records of an entity whose name starts with `start`, with the given attributes. */
function rowsNamed(page: Page, entity: string, start: string, attributes: string[]): Promise<Row[]> {
  return fetchRows<Row>(page, {
    entity: {
      name: entity,
      attributes: ['name', ...attributes].map((attribute) => ({ attribute })),
      filter: { conditions: [{ attribute: 'name', operator: 'like', value: `${start}%` }] },
      orders: [{ attribute: 'name' }],
    },
  });
}

async function openImport(page: Page, entity?: string): Promise<void> {
  await page.goto(`${appUrl('demo')}/sales/import${entity ? `?entity=${entity}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Import Records', level: 1 })).toBeVisible();
}

/** A title-bar command of the Import Records screen. */
const command = (page: Page, name: string) => titleBarCommand(page, 'Import Records', name);

/** Upload File with a file made of `text`, through the browser's file chooser. */
async function upload(page: Page, name: string, text: string, mimeType = 'text/csv'): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await command(page, 'Upload File');
  await (await chooser).setFiles({ name, mimeType, buffer: Buffer.from(text, 'utf8') });
}

/** Import, answered Yes at the confirmation, which must read `question`. */
async function importConfirmed(page: Page, question: string): Promise<void> {
  await command(page, 'Import');
  const confirm = page.getByRole('alertdialog', { name: question });
  await confirm.getByRole('button', { name: 'Import' }).click();
}

test('imports a CSV with a sep line, display names, a dd.mm.yyyy date, a lookup by name (any case) and a long text', async ({
  page,
}) => {
  await signInWithoutOpening(page);
  await openImport(page);
  await page.getByLabel('Object', { exact: true }).selectOption({ label: 'Contacts' });
  const longTitle = `Chief ${'x'.repeat(240)}`;
  const start = `${prefix} Csv`;
  const csv = [
    'sep=,',
    'Full Name,Last Name,Birthday,Account,Job Title,Shoe Size',
    // the account's name in other letter case: names are found whatever their case
    `${start} Ann Lee,Lee,24.12.1990,${names.acme.toUpperCase()},"${longTitle}",42`,
    `${start} Bob Ray,Ray,2001-02-03,${prefix} Nobody,Clerk,41`,
  ].join('\r\n');
  await upload(page, 'contacts.csv', csv);

  await importConfirmed(page, 'Import will Create 2 record(s) Update 0 record(s) continue?');
  await expect(page.getByRole('heading', { name: 'Imported: 2 records' })).toBeVisible();
  await expect(page.getByText('Errors: 0', { exact: true })).toBeVisible();

  const contacts = await rowsNamed(page, 'contact', start, [
    'lastname',
    'birthdate',
    'accountid',
    'jobtitle',
  ]);
  expect(contacts.map((contact) => contact.name)).toEqual([`${start} Ann Lee`, `${start} Bob Ray`]);
  const [ann, bob] = contacts as [Row, Row];
  expect(String(ann.birthdate)).toMatch(/^1990-12-24/);
  expect((ann.accountid as { id: string }).id).toBe(seeded.acme);
  expect(ann.jobtitle).toBe(longTitle.slice(0, 200));
  expect(String(bob.birthdate)).toMatch(/^2001-02-03/);
  expect(bob.accountid).toBeNull();
  expect(bob.lastname).toBe('Ray');
});

test('Update Existing by name updates the matching record instead of creating one', async ({ page }) => {
  await signIn(page);
  // the list's Import command opens the screen for its entity, without the object selector
  // (openMenuItem waits for the app's bare address to move on first, or that move undoes the click)
  await openMenuItem(page, 'Accounts');
  const listBar = page.getByRole('toolbar', { name: 'Commands: Accounts' });
  await expect(listBar).toBeVisible();
  const importButton = listBar.getByRole('button', { name: 'Import', exact: true });
  if (await importButton.isVisible()) await importButton.click();
  else {
    await listBar.getByRole('button', { name: 'More commands' }).click();
    await page.getByRole('menuitem', { name: 'Import' }).click();
  }
  await expect(page).toHaveURL(/\/import\?entity=account$/);
  await expect(page.getByRole('combobox', { name: 'Object' })).toHaveCount(0);

  const fresh = `${prefix} Upd New`;
  await upload(page, 'accounts.csv', `Account Name;City\n${names.updated};Newtown\n${fresh};Freshville\n`);
  await page.getByLabel('Find Matching Records By').selectOption({ label: 'Account Name' });
  await page.getByRole('radio', { name: 'Update Existing' }).check();
  await importConfirmed(page, 'Import will Create 1 record(s) Update 1 record(s) continue?');
  await expect(page.getByRole('heading', { name: 'Imported: 2 records' })).toBeVisible();
  await expect(page.getByText('Created: 1, updated: 1, skipped: 0')).toBeVisible();

  const accounts = await rowsNamed(page, 'account', `${prefix} Upd`, ['address1_city']);
  expect(
    accounts.map((account) => [account.id === seeded.updated, account.name, account.address1_city]),
  ).toEqual([
    [true, names.updated, 'Newtown'],
    [false, fresh, 'Freshville'],
  ]);

  // Close goes back where the user came from: the list
  await command(page, 'Close');
  await expect(page).toHaveURL(/\/list\/account/);
});

test('a row the server refuses is reported by its number while the other rows are imported', async ({
  page,
}) => {
  await signInWithoutOpening(page);
  await openImport(page, 'contact');
  const start = `${prefix} Rej`;
  // row 2 has no last name, which contacts require: the server refuses that row alone
  await upload(page, 'contacts.csv', `name;lastname\n${start} 1;One\n${start} 2;\n${start} 3;Three\n`);
  await importConfirmed(page, 'Import will Create 3 record(s) Update 0 record(s) continue?');
  await expect(page.getByRole('heading', { name: 'Imported: 2 records' })).toBeVisible();
  await expect(page.getByText('Errors: 1', { exact: true })).toBeVisible();
  await expect(page.locator('.import-result li')).toHaveText([/^Row 2: .*lastname.*needs a value/]);

  const contacts = await rowsNamed(page, 'contact', start, []);
  expect(contacts.map((contact) => contact.name)).toEqual([`${start} 1`, `${start} 3`]);

  // the rows with errors come back as a file to fix, with the reason in one more column
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the rows with errors' }).click();
  const text = readFileSync(await (await download).path(), 'utf8');
  expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('name;lastname;Import error');
  expect(text).toContain(`${start} 2;;`);
});
