import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  crmForms,
  formViews,
  loadRecordForm,
  newToast,
  renderRecordForm,
  storedRecord,
} from '../test-support/record-form.js';
import { crmObjects, testContext } from '../test-support/shell-harness.js';

/**
 * The record form of the crm template's account (its stored main form), as record-form.spec.ts
 * had it before its client-side parts came here: clone, the required check, a missing record,
 * the leave prompt, a read-only record, the address dialog and quick create. What needs the
 * real stack (a save reaching PostgreSQL and a reload, conflicts between two sessions, delete
 * and restore, the server's rights of a role) stays in e2e.
 */
type TemplateRole = { name: string; body: { permissions: Record<string, number> } };
const templateRoles: TemplateRole[] = JSON.parse(
  readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../../tenant-templates/crm/roles.json'),
    'utf8',
  ),
);
/** The crm template's salesperson: own records to change, every account to read. */
const salesperson = testContext({
  user: {
    id: '00000000-0000-4000-8000-000000005a11',
    name: 'Sally',
    email: 'sally@example.com',
    language: 'en',
  },
  isAdmin: false,
  permDict: templateRoles.find((role) => role.name === 'salesperson')?.body.permissions ?? {},
});

const account = crmObjects.account as NonNullable<typeof crmObjects.account>;
const accountId = '00000000-0000-4000-8000-0000000a0001';
const value = (label: string) =>
  (screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement).value;

function openAccount(
  id: string,
  values: Record<string, unknown> = {},
  more: Partial<Parameters<typeof renderRecordForm>[0]> = {},
) {
  return renderRecordForm({
    object: account,
    id,
    forms: crmForms('account'),
    tables: { account: id === '0' ? [] : [storedRecord({ id, ...values })], ...more.tables },
    ...more,
  });
}

beforeAll(loadRecordForm, 30_000);

// a whole form renders in each test: room for a loaded machine beyond the default 5 s
describe('the record form', { timeout: 20_000 }, () => {
  it("Clone opens a new record with the values and 'Copy of ' before the name; saving creates a second record", async () => {
    const name = 'Clone Source';
    const { user, server, tables, router } = await openAccount(accountId, {
      name,
      address1_city: 'Trnava',
      telephone1: '+421 33 555 0101',
    });
    const toolbar = await screen.findByRole('toolbar', { name: `Commands: Account: ${name}` });
    await user.click(within(toolbar).getByRole('button', { name: 'Clone' }));
    expect(await screen.findByRole('heading', { name: 'New Account' })).toBeTruthy();
    expect(value('Account Name')).toBe(`Copy of ${name}`);
    expect(value('Main Phone')).toBe('+421 33 555 0101');
    const saved = newToast('Record saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await saved();
    // a create of its own, with the copied city; the original is not written
    expect(server.bodiesOf('POST /api/update')).toMatchObject([
      { operation: 'create', name: 'account', object: { name: `Copy of ${name}`, address1_city: 'Trnava' } },
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/sales\/edit\/account\/[0-9a-f-]{36}$/),
    );
    expect(router.state.location.pathname).not.toContain(accountId);
    expect(tables.account?.map((row) => [row.name, row.address1_city])).toEqual([
      [name, 'Trnava'],
      [`Copy of ${name}`, 'Trnava'],
    ]);
  });

  it('lists every missing required field and saves nothing', async () => {
    const { user, server, router } = await openAccount('0');
    await screen.findByRole('heading', { name: 'New Account' });
    await user.type(screen.getByLabelText('Main Phone'), '123');
    await user.keyboard('{Control>}s{/Control}');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Please provide a value for');
    expect(dialog.textContent).toContain('- Account Name');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/sales/edit/account/0');
    expect(server.bodiesOf('POST /api/update')).toEqual([]);
  });

  it('a missing record says so', async () => {
    await openAccount('00000000-0000-4000-8000-000000000000', {}, { tables: { account: [] } });
    expect(await screen.findByRole('heading', { name: 'Record not found' })).toBeTruthy();
  });

  it('leaving with unsaved changes asks first, staying keeps the edit, and Save and close saves and leaves', async () => {
    const { user, server, router } = await openAccount(
      accountId,
      { name: 'Leave' },
      { beside: <Link to="/sales/list/account">Accounts</Link> },
    );
    await screen.findByRole('heading', { name: 'Account: Leave' });
    await user.type(screen.getByLabelText('Main Phone'), '555');
    await user.click(screen.getByRole('link', { name: 'Accounts' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('You have unsaved changes.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(value('Main Phone')).toBe('555');
    expect(router.state.location.pathname).toBe(`/sales/edit/account/${accountId}`);
    await user.click(screen.getByRole('link', { name: 'Accounts' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save and close' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/sales/list/account'));
    expect(server.bodiesOf('POST /api/update')).toMatchObject([
      {
        operation: 'update',
        name: 'account',
        object: { id: accountId, versionnumber: 1, telephone1: '555' },
      },
    ]);
  });

  it('the address dialog asks for street and city before locating, and applies its values', async () => {
    const { user } = await openAccount(accountId, { name: 'Addressed' });
    await user.click(await screen.findByRole('tab', { name: 'Address & Contacts' }));
    await user.click(screen.getByRole('button', { name: 'Address on the map' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Address' }));
    await user.click(dialog.getByRole('button', { name: 'Locate' }));
    expect(await dialog.findByText('Please provide street and city first')).toBeTruthy();
    await user.type(dialog.getByLabelText('Street'), 'Obchodná 74');
    await user.type(dialog.getByLabelText('City'), 'Nitra');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Address' })).toBeNull());
    expect(value('Street')).toBe('Obchodná 74');
    expect(value('City')).toBe('Nitra');
  });

  it('a lookup creates its target in the quick-create dialog and picks it', async () => {
    const name = 'Quick Contact';
    const { user, server } = await openAccount(
      '0',
      {},
      {
        tables: { contact: [], inu_view: formViews('contact', crmForms('contact')) },
      },
    );
    await screen.findByRole('heading', { name: 'New Account' });
    await user.click(screen.getAllByRole('button', { name: 'New Contact' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New Contact' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('Please provide a value for');
    await user.type(dialog.getByRole('textbox', { name: 'Full Name' }), name);
    await user.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Contact');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Contact' })).toBeNull());
    expect((screen.getByRole('combobox', { name: 'Primary Contact' }) as HTMLInputElement).value).toBe(name);
    // the contact was created (the account itself is not saved yet)
    expect(server.bodiesOf('POST /api/update')).toMatchObject([
      { operation: 'create', name: 'contact', object: { name, lastname: 'Contact' } },
    ]);
  });

  it("a salesperson sees another owner's record read-only", async () => {
    const { user } = await openAccount(accountId, { name: "Not Sally's" }, { context: salesperson });
    await screen.findByRole('heading', { name: "Account: Not Sally's" });
    expect((screen.getByLabelText('Account Name', { selector: 'input' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('You can view this record but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // she may not update views, so ctrl+e does not open customise mode
    await user.keyboard('{Control>}e{/Control}');
    expect(screen.queryByText('CUSTOMIZE MODE')).toBeNull();
  });

  it('a new record of a salesperson is hers to edit', async () => {
    await openAccount('0', {}, { context: salesperson });
    await screen.findByRole('heading', { name: 'New Account' });
    expect((screen.getByRole('textbox', { name: 'Account Name' }) as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByText('You can view this record but not change it.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
