import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { callApi, createRecord, createUserWithRole, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { openMenuItem, signIn, titleBarCommand } from './helpers.js';

/**
 * Import Records (spec 001 sections 2, 4, 5 and 8) through the real screen: files go in
 * through Upload File's file chooser or a drop, and every outcome is checked on the server.
 */

/** This file's own records: a prefix no other test (or worker) uses. */
const prefix = `Imp${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const names = {
  acme: `${prefix} Acme`,
  updated: `${prefix} Upd`,
  skipped: `${prefix} Skip`,
};
const seeded: Partial<Record<keyof typeof names, string>> = {};

/** Seeds the accounts the tests link to and match against, once per file (and worker). */
test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  const records = [
    { name: 'account', operation: 'create', object: { name: names.acme } },
    { name: 'account', operation: 'create', object: { name: names.updated, address1_city: 'Oldtown' } },
    { name: 'account', operation: 'create', object: { name: names.skipped, address1_city: 'Oldtown' } },
  ];
  const { status, body } = await callApi<{ result: string }[]>(page, '/api/executemultiple', { records });
  if (status !== 200) throw new Error(`seeding failed: ${status} ${JSON.stringify(body)}`);
  [seeded.acme, seeded.updated, seeded.skipped] = body.map((item) => item.result);
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
  await signIn(page);
  await openImport(page);
  // no object yet: the selector, and a hint while there is no file
  await expect(page.getByText(/^No file yet\./)).toBeVisible();
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

  // the preview: matched columns under their field names, the row count, the notes
  const grid = page.getByRole('table');
  await expect(grid.getByRole('columnheader', { name: 'Full Name' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Birthday' })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: 'Shoe Size' })).toHaveCount(0);
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(grid.getByRole('cell', { name: names.acme.toUpperCase(), exact: true })).toBeVisible();
  await expect(page.getByText('Rows: 2', { exact: true })).toBeVisible();
  await expect(page.getByText('Columns that match no field (ignored): Shoe Size')).toBeVisible();
  await page.getByText('Warnings: 2').click();
  await expect(page.getByText('Row 1: Job Title: cut to 200 characters')).toBeVisible();
  await expect(
    page.getByText(`Row 2: Account: no Account named "${prefix} Nobody"; the field stays empty`),
  ).toBeVisible();

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

test('Skip Existing leaves matching records alone (whatever the case) and creates the rest', async ({
  page,
}) => {
  await signIn(page);
  await openImport(page, 'account');
  const fresh = `${prefix} Skip New`;
  // the existing name in capitals still matches: text keys ignore case
  await upload(
    page,
    'accounts.csv',
    `name;address1_city\n${names.skipped.toUpperCase()};Newtown\n${fresh};Freshville\n`,
  );
  await page.getByLabel('Find Matching Records By').selectOption({ label: 'Account Name' });
  await page.getByRole('radio', { name: 'Skip Existing' }).check();
  await command(page, 'Import');
  const confirm = page.getByRole('alertdialog', {
    name: 'Import will Create 1 record(s) Update 0 record(s) continue?',
  });
  await expect(confirm.getByText('1 row(s) match existing records and will be skipped.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Imported: 1 records' })).toBeVisible();
  await expect(page.getByText('Created: 1, updated: 0, skipped: 1')).toBeVisible();

  const accounts = await rowsNamed(page, 'account', `${prefix} Skip`, ['address1_city']);
  expect(accounts.map((account) => [account.name, account.address1_city])).toEqual([
    [names.skipped, 'Oldtown'],
    [fresh, 'Freshville'],
  ]);
});

test('a row the server refuses is reported by its number while the other rows are imported', async ({
  page,
}) => {
  await signIn(page);
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

test('a JSON file dropped on the screen is imported, and cells that cannot be read stop only their row', async ({
  page,
}) => {
  await signIn(page);
  await openImport(page, 'account');
  const start = `${prefix} Json`;
  const json = JSON.stringify([
    { name: `${start} A`, numberofemployees: '1 200', customertypecode: 'Partner' },
    { name: `${start} B`, numberofemployees: 'many' },
  ]);
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'accounts.json', { type: 'application/json' }));
    return transfer;
  }, json);
  const screen = page.locator('.import-screen');
  await screen.dispatchEvent('dragenter', { dataTransfer });
  await screen.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('File: accounts.json')).toBeVisible();
  await page.getByText('Rows with errors, which will not be imported: 1').click();
  await expect(page.getByText('Row 2: Number of Employees: "many" is not a number')).toBeVisible();

  await command(page, 'Import');
  const confirm = page.getByRole('alertdialog', {
    name: 'Import will Create 1 record(s) Update 0 record(s) continue?',
  });
  await expect(confirm.getByText('1 row(s) have errors and will not be imported.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Imported: 1 records' })).toBeVisible();
  const result = page.getByRole('region', { name: 'Imported: 1 records' });
  await expect(result.getByText('Errors: 1', { exact: true })).toBeVisible();
  await expect(result.getByRole('listitem')).toHaveText([
    'Row 2: Number of Employees: "many" is not a number',
  ]);

  const accounts = await rowsNamed(page, 'account', start, ['numberofemployees', 'customertypecode']);
  expect(
    accounts.map((account) => [account.name, account.numberofemployees, account.customertypecode]),
  ).toEqual([[`${start} A`, 1200, 3]]);
});

test('a CSV file of several chunks is read whole: every row counted and checked, quoted line breaks kept', async ({
  page,
}) => {
  await signIn(page);
  await openImport(page, 'account');
  // some 2 MB: read in 1 MB chunks, with a quoted line break in every row, so chunks end inside
  // quoted cells; one bad number near the end
  const rows = Array.from({ length: 30_000 }, (_, n) => {
    const employees = n === 28_999 ? 'many' : String(n % 500);
    return `${prefix} Big ${n};"first line ${n}\nsecond line; with a separator";${employees}`;
  });
  await upload(page, 'big.csv', ['name;description;numberofemployees', ...rows].join('\n'));
  await expect(page.getByText(/^Rows: 30,?000 \(the first 50 are shown\)$/)).toBeVisible({ timeout: 30_000 });
  await page.getByText('Rows with errors, which will not be imported: 1').click();
  await expect(page.getByText('Row 29000: Number of Employees: "many" is not a number')).toBeVisible();

  // the confirmation counts the whole file; cancelled, nothing is written
  await command(page, 'Import');
  const confirm = page.getByRole('alertdialog', {
    name: 'Import will Create 29999 record(s) Update 0 record(s) continue?',
  });
  await expect(confirm.getByText('1 row(s) have errors and will not be imported.')).toBeVisible({
    timeout: 30_000,
  });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await rowsNamed(page, 'account', `${prefix} Big`, [])).toEqual([]);
});

test('past 10,000 rows with errors the result keeps the first 10,000 and says so', async ({ page }) => {
  await signIn(page);
  await openImport(page, 'account');
  const rows = Array.from({ length: 10_001 }, (_, n) => `${prefix} Bad ${n};lots`);
  await upload(page, 'bad.csv', ['name;numberofemployees', ...rows].join('\n'));
  await expect(page.getByText(/^Rows: 10,?001 /)).toBeVisible({ timeout: 30_000 });
  // nothing to create: no question, straight to the result
  await command(page, 'Import');
  const result = page.getByRole('region', { name: 'Imported: 0 records' });
  await expect(result.getByText(/^Errors: 10,?001$/)).toBeVisible({ timeout: 30_000 });
  await expect(
    result.getByText(
      /^Only the first 10,?000 of the 10,?001 rows with errors are listed and in the file of rows with errors\.$/,
    ),
  ).toBeVisible();
  await expect(result.getByRole('listitem').last()).toHaveText(/^… and 9,?901 more$/);
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download the rows with errors' }).click();
  const lines = readFileSync(await (await download).path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(10_001);
  expect(lines.at(-1)).toMatch(new RegExp(`^${prefix} Bad 9999;lots;`));
});

test('a .txt file is refused with a clear message', async ({ page }) => {
  await signIn(page);
  await openImport(page, 'account');
  await upload(page, 'notes.txt', 'name\nSomething\n', 'text/plain');
  await expect(page.getByRole('alert')).toHaveText(
    'notes.txt cannot be imported: only CSV (.csv) and JSON (.json) files can.',
  );
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(
    page
      .getByRole('toolbar', { name: 'Commands: Import Records' })
      .getByRole('button', { name: 'Import', exact: true }),
  ).toBeDisabled();
});

test('Download Template gives a header of writable fields without the server-set columns', async ({
  page,
}) => {
  await signIn(page);
  await openImport(page, 'contact');
  const download = page.waitForEvent('download');
  await command(page, 'Download Template');
  const file = await download;
  expect(file.suggestedFilename()).toBe('contact-import-template.csv');
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.slice(1)).toEqual(['']);
  const header = (lines[0] ?? '').split(';');
  expect(header).toEqual(
    expect.arrayContaining(['name', 'lastname', 'birthdate', 'accountid', 'emailaddress1']),
  );
  for (const column of ['createdon', 'createdby', 'modifiedon', 'modifiedby', 'versionnumber', 'id'])
    expect(header).not.toContain(column);
});

test('without update rights Update Existing is not offered', async ({ page, browser }) => {
  await signIn(page);
  const [sales] = await fetchRows<{ id: string }>(page, {
    entity: {
      name: 'inu_app',
      attributes: [{ attribute: 'id' }],
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'sales' }] },
    },
  });
  const role = `${prefix} importer`;
  // create and read accounts, no update
  const read = 0x0030;
  await createRecord(page, 'inu_role', {
    name: role,
    appid: sales?.id,
    body: JSON.stringify({
      permissions: {
        account: 0x0033,
        contact: read,
        systemuser: read,
        team: read,
        currency: read,
        inu_view: read,
        inu_app: read,
      },
    }),
  });
  const email = `${prefix.toLowerCase()}@example.com`;
  const password = 'import-e2e-password';
  await createUserWithRole(page, { name: `${prefix} Importer`, email, password, role });

  const context = await browser.newContext();
  const userPage = await context.newPage();
  await signIn(userPage, { email, password });
  await openImport(userPage, 'account');
  await upload(userPage, 'accounts.csv', `name\n${names.skipped}\n`);
  await userPage.getByLabel('Find Matching Records By').selectOption({ label: 'Account Name' });
  await expect(userPage.getByRole('radio', { name: 'Update Existing' })).toHaveCount(0);
  await expect(userPage.getByRole('radio', { name: 'Skip Existing' })).toBeChecked();
  await expect(userPage.getByRole('radio', { name: 'Create New' })).toBeVisible();
  // an object the user cannot create records in is refused plainly
  await openImport(userPage, 'contact');
  await expect(userPage.getByRole('alert')).toContainText('Records of contact cannot be imported');
  await context.close();
});
