import { fullOrganizationMask } from '@strata/api/contract/permission-mask';
import type { FetchQuery } from '@strata/api/contract/query';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../test-support/downloads.js';
import { type FakeRequest, fakeServer } from '../test-support/fake-server.js';
import { roomyBoxes } from '../test-support/layout.js';
import { renderInShell, testContext } from '../test-support/shell-harness.js';
import { PromptHost } from '../ui/prompts.js';
import ImportScreen from './ImportScreen.js';

/**
 * Import Records (spec 001 sections 2, 4, 5 and 8) in the DOM: files go in through Upload File's
 * file input or a drop, the server's answers are faked, and what the screen sent is checked.
 * The writes reaching PostgreSQL stay in test/e2e/import.spec.ts.
 */

type StoredRecord = Record<string, unknown> & { id: string; name: string };

/**
 * /api/fetch as the server answers the screen's look-ups: the records of `entity` whose fields
 * match the query's `like` conditions (OR-ed), whatever the letter case, as the server's `like`.
 */
function likeFetch(stored: Record<string, StoredRecord[]>) {
  return (request: FakeRequest) => {
    const { entity } = request.body as FetchQuery;
    const conditions = (entity.filter?.conditions ?? []) as { attribute: string; value?: unknown }[];
    return (stored[entity.name] ?? []).filter((record) =>
      conditions.some(
        (condition) =>
          String(record[condition.attribute] ?? '').toLowerCase() === String(condition.value).toLowerCase(),
      ),
    );
  };
}

/** The screen at /sales/import (with ?entity= when given), with the prompts' host. */
function openImport(entity?: string, context = testContext()) {
  roomyBoxes();
  return renderInShell(
    <>
      <ImportScreen />
      <PromptHost />
    </>,
    { context, path: `/sales/import${entity ? `?entity=${entity}` : ''}`, route: '/:appId/import' },
  );
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Commands: Import Records' });
const command = (name: string) => within(toolbar()).getByRole('button', { name });

/**
 * Upload File with a file made of `text`, through the screen's file input; any file, as a file
 * chooser set to 'All files' gives (user-event would otherwise drop what `accept` does not name).
 */
async function upload(
  user: ReturnType<typeof openImport>['user'],
  name: string,
  text: string,
  type = 'text/csv',
) {
  await user.click(command('Upload File'));
  await userEvent
    .setup({ applyAccept: false })
    .upload(screen.getByLabelText('Upload File'), new File([text], name, { type }));
}

/** The bodies of the executemultiple calls, each one's records. */
const written = (server: ReturnType<typeof fakeServer>) =>
  server.bodiesOf('POST /api/executemultiple') as { records: unknown[]; continueOnError: boolean }[];

// a screen's test takes well under a second alone; the room (and findBy's 5 s) is for a loaded machine
configure({ asyncUtilTimeout: 5000 });
describe('Import Records', { timeout: 20_000 }, () => {
  it('refuses a .txt file with a clear message', async () => {
    const server = fakeServer({});
    const { user } = openImport('account');
    await upload(user, 'notes.txt', 'name\nSomething\n', 'text/plain');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'notes.txt cannot be imported: only CSV (.csv) and JSON (.json) files can.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect((command('Import') as HTMLButtonElement).disabled).toBe(true);
    expect(server.requests).toEqual([]);
  });

  it('Download Template gives a header of writable fields without the server-set columns', async () => {
    fakeServer({});
    const downloads = captureDownloads();
    const { user } = openImport('contact');
    await user.click(command('Download Template'));
    expect(downloads.files.map((file) => file.name)).toEqual(['contact-import-template.csv']);
    const text = (await downloads.files[0]?.text()) ?? '';
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

  it('previews a CSV with a sep line by display names: matched columns, the row count, the notes; what it writes', async () => {
    const server = fakeServer({
      'POST /api/fetch': likeFetch({ account: [{ id: 'acme-id', name: 'Imp Acme' }] }),
      'POST /api/executemultiple': () => [{ result: 'contact-1' }, { result: 'contact-2' }],
    });
    const { user } = openImport();
    // no object yet: the selector, and a hint while there is no file
    expect(screen.getByText(/^No file yet\./)).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Object' }), 'Contacts');
    const longTitle = `Chief ${'x'.repeat(240)}`;
    const csv = [
      'sep=,',
      'Full Name,Last Name,Birthday,Account,Job Title,Shoe Size',
      // the account's name in other letter case: names are found whatever their case
      `Csv Ann Lee,Lee,24.12.1990,IMP ACME,"${longTitle}",42`,
      'Csv Bob Ray,Ray,2001-02-03,Imp Nobody,Clerk,41',
    ].join('\r\n');
    await upload(user, 'contacts.csv', csv);

    // the preview: matched columns under their field names, the row count, the notes
    const grid = await screen.findByRole('table');
    expect(within(grid).getByRole('columnheader', { name: 'Full Name' })).toBeTruthy();
    expect(within(grid).getByRole('columnheader', { name: 'Birthday' })).toBeTruthy();
    expect(within(grid).queryByRole('columnheader', { name: 'Shoe Size' })).toBeNull();
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    expect(within(grid).getByRole('cell', { name: 'IMP ACME' })).toBeTruthy();
    expect(screen.getByText('Rows: 2', { exact: true })).toBeTruthy();
    expect(screen.getByText('Columns that match no field (ignored): Shoe Size')).toBeTruthy();
    await user.click(screen.getByText('Warnings: 2'));
    expect(screen.getByText('Row 1: Job Title: cut to 200 characters')).toBeTruthy();
    expect(
      screen.getByText('Row 2: Account: no Account named "Imp Nobody"; the field stays empty'),
    ).toBeTruthy();

    await user.click(command('Import'));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Import will Create 2 record(s) Update 0 record(s) continue?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Imported: 2 records' })).toBeTruthy();
    expect(screen.getByText('Errors: 0', { exact: true })).toBeTruthy();
    // one call, every row with continueOnError: the dd.mm.yyyy date read, the lookup found, the text cut
    const calls = written(server);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.continueOnError).toBe(true);
    const [ann, bob] = (calls[0]?.records ?? []) as { operation: string; object: Record<string, unknown> }[];
    expect([ann?.operation, bob?.operation]).toEqual(['create', 'create']);
    expect(ann?.object).toMatchObject({
      name: 'Csv Ann Lee',
      lastname: 'Lee',
      jobtitle: longTitle.slice(0, 200),
    });
    expect(String(ann?.object.birthdate)).toMatch(/^1990-12-24/);
    expect(JSON.stringify(ann?.object.accountid)).toContain('acme-id');
    expect(bob?.object).toMatchObject({ name: 'Csv Bob Ray', lastname: 'Ray', jobtitle: 'Clerk' });
    expect(String(bob?.object.birthdate)).toMatch(/^2001-02-03/);
    expect(bob?.object.accountid ?? null).toBeNull();
  });

  it('Skip Existing leaves matching records alone (whatever the case) and creates the rest', async () => {
    const server = fakeServer({
      'POST /api/fetch': likeFetch({ account: [{ id: 'skip-id', name: 'Imp Skip', versionnumber: 1 }] }),
      'POST /api/executemultiple': () => [{ result: 'fresh-id' }],
    });
    const { user } = openImport('account');
    // the existing name in capitals still matches: text keys ignore case
    await upload(user, 'accounts.csv', 'name;address1_city\nIMP SKIP;Newtown\nImp Skip New;Freshville\n');
    await screen.findByRole('table');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Find Matching Records By' }),
      'Account Name',
    );
    await user.click(screen.getByRole('radio', { name: 'Skip Existing' }));
    await user.click(command('Import'));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Import will Create 1 record(s) Update 0 record(s) continue?',
    });
    expect(within(confirm).getByText('1 row(s) match existing records and will be skipped.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Imported: 1 records' })).toBeTruthy();
    expect(screen.getByText('Created: 1, updated: 0, skipped: 1')).toBeTruthy();
    // the existing record was looked for by a case-blind like, and only the new one is written
    const lookedFor = server.bodiesOf('POST /api/fetch') as FetchQuery[];
    expect(JSON.stringify(lookedFor.map((query) => query.entity.filter))).toContain('"operator":"like"');
    expect(written(server).map((call) => call.records)).toEqual([
      [
        {
          name: 'account',
          operation: 'create',
          object: { name: 'Imp Skip New', address1_city: 'Freshville' },
        },
      ],
    ]);
  });

  it('a JSON file dropped on the screen is imported, and cells that cannot be read stop only their row', async () => {
    const server = fakeServer({
      'POST /api/executemultiple': () => [{ result: 'json-a' }],
    });
    const { container, user } = openImport('account');
    const json = JSON.stringify([
      { name: 'Json A', numberofemployees: '1 200', customertypecode: 'Partner' },
      { name: 'Json B', numberofemployees: 'many' },
    ]);
    const file = new File([json], 'accounts.json', { type: 'application/json' });
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    const area = container.querySelector('.import-screen') as HTMLElement;
    fireEvent.dragEnter(area, { dataTransfer });
    fireEvent.drop(area, { dataTransfer });
    expect(await screen.findByText('File: accounts.json')).toBeTruthy();
    await user.click(await screen.findByText('Rows with errors, which will not be imported: 1'));
    expect(screen.getByText('Row 2: Number of Employees: "many" is not a number')).toBeTruthy();

    await user.click(command('Import'));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Import will Create 1 record(s) Update 0 record(s) continue?',
    });
    expect(within(confirm).getByText('1 row(s) have errors and will not be imported.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('heading', { name: 'Imported: 1 records' })).toBeTruthy();
    const result = screen.getByRole('region', { name: 'Imported: 1 records' });
    expect(within(result).getByText('Errors: 1', { exact: true })).toBeTruthy();
    expect(
      within(result)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 2: Number of Employees: "many" is not a number']);
    // only row 1 is written: its number read, its option set's label as the option's value
    expect(written(server).map((call) => call.records)).toEqual([
      [
        {
          name: 'account',
          operation: 'create',
          object: { name: 'Json A', numberofemployees: 1200, customertypecode: 3 },
        },
      ],
    ]);
  });

  it('a CSV file of several chunks is read whole: every row counted and checked, quoted line breaks kept', async () => {
    const server = fakeServer({});
    const { user } = openImport('account');
    // some 2 MB: read in 1 MB chunks, with a quoted line break in every row, so chunks end inside
    // quoted cells; one bad number near the end
    const rows = Array.from({ length: 30_000 }, (_, n) => {
      const employees = n === 28_999 ? 'many' : String(n % 500);
      return `Big ${n};"first line ${n}\nsecond line; with a separator";${employees}`;
    });
    await upload(user, 'big.csv', ['name;description;numberofemployees', ...rows].join('\n'));
    expect(
      await screen.findByText(/^Rows: 30,?000 \(the first 50 are shown\)$/, {}, { timeout: 20_000 }),
    ).toBeTruthy();
    // the quoted line break is kept in its cell
    expect(screen.getByRole('cell', { name: /^first line 0\ssecond line; with a separator$/ })).toBeTruthy();
    await user.click(screen.getByText('Rows with errors, which will not be imported: 1'));
    expect(screen.getByText('Row 29000: Number of Employees: "many" is not a number')).toBeTruthy();

    // the confirmation counts the whole file; cancelled, nothing is written
    await user.click(command('Import'));
    const confirm = await screen.findByRole(
      'alertdialog',
      { name: 'Import will Create 29999 record(s) Update 0 record(s) continue?' },
      { timeout: 20_000 },
    );
    expect(within(confirm).getByText('1 row(s) have errors and will not be imported.')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requests).toEqual([]);
  }, 60_000);

  it('past 10,000 rows with errors the result keeps the first 10,000 and says so', async () => {
    const server = fakeServer({});
    const downloads = captureDownloads();
    const { user } = openImport('account');
    const rows = Array.from({ length: 10_001 }, (_, n) => `Bad ${n};lots`);
    await upload(user, 'bad.csv', ['name;numberofemployees', ...rows].join('\n'));
    expect(await screen.findByText(/^Rows: 10,?001 /, {}, { timeout: 20_000 })).toBeTruthy();
    // nothing to create: no question, straight to the result
    await user.click(command('Import'));
    const result = await screen.findByRole('region', { name: 'Imported: 0 records' }, { timeout: 20_000 });
    expect(within(result).getByText(/^Errors: 10,?001$/)).toBeTruthy();
    expect(
      within(result).getByText(
        /^Only the first 10,?000 of the 10,?001 rows with errors are listed and in the file of rows with errors\.$/,
      ),
    ).toBeTruthy();
    expect(within(result).getAllByRole('listitem').at(-1)?.textContent).toMatch(/^… and 9,?901 more$/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(result).getByRole('button', { name: 'Download the rows with errors' }));
    expect(downloads.files.map((file) => file.name)).toEqual(['account-import-errors.csv']);
    const lines = ((await downloads.files[0]?.text()) ?? '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(10_001);
    expect(lines.at(-1)).toMatch(/^Bad 9999;lots;/);
    expect(server.requests).toEqual([]);
  }, 60_000);

  it('without update rights Update Existing is not offered, and an object the user cannot create in is refused', async () => {
    fakeServer({ 'POST /api/fetch': () => [] });
    const read = 0x0030;
    const base = testContext();
    // create and read accounts, no update; contacts read only
    const context = testContext({
      permDict: {
        ...Object.fromEntries(Object.keys(base.permDict).map((name) => [name, read])),
        account: 0x0033,
      },
    });
    expect(base.permDict.account).toBe(fullOrganizationMask);
    const first = openImport('account', context);
    await upload(first.user, 'accounts.csv', 'name\nImp Skip\n');
    await screen.findByRole('table');
    await first.user.selectOptions(
      screen.getByRole('combobox', { name: 'Find Matching Records By' }),
      'Account Name',
    );
    expect(screen.queryByRole('radio', { name: 'Update Existing' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Skip Existing' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Create New' })).toBeTruthy();
    first.unmount();
    // an object the user cannot create records in is refused plainly
    openImport('contact', context);
    expect(screen.getByRole('alert').textContent).toContain('Records of contact cannot be imported');
  });
});
