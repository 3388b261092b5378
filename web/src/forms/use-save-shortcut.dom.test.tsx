import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen, waitFor, within } from '@testing-library/react';
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
 * Ctrl+S is the title bar's Save command (use-save-shortcut.ts): nothing where Save is not shown
 * or disabled, and nothing for the form while a dialog over it has the keyboard; the quick-create
 * dialog saves itself instead.
 */
type TemplateRole = { name: string; body: { permissions: Record<string, number> } };
const templateRoles: TemplateRole[] = JSON.parse(
  readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../../tenant-templates/crm/roles.json'),
    'utf8',
  ),
);
/** The crm template's salesperson: another owner's account is hers to read, not to change. */
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
const saveKeys = '{Control>}s{/Control}';

function openAccount(id: string, more: Partial<Parameters<typeof renderRecordForm>[0]> = {}) {
  return renderRecordForm({
    object: account,
    id,
    forms: crmForms('account'),
    tables: { account: id === '0' ? [] : [storedRecord({ id, name: 'Kept' })], ...more.tables },
    ...more,
  });
}

/** 'Record saved' toasts shown since `before` was taken (the toast store outlives a test). */
function savedToastsSince(before: Set<HTMLElement>): HTMLElement[] {
  return screen.queryAllByText('Record saved').filter((element) => !before.has(element));
}

/** Long enough for a save that should not happen to have shown its toast (no scripts, fake API). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

beforeAll(loadRecordForm, 30_000);

// a whole form renders in each test: room for a loaded machine beyond the default 5 s
describe('Ctrl+S on the record form', { timeout: 20_000 }, () => {
  it('does nothing on an unchanged record, as the disabled Save would, and saves once something changed', async () => {
    const { user, server } = await openAccount(accountId);
    await screen.findByRole('heading', { name: 'Account: Kept' });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    const before = new Set(screen.queryAllByText('Record saved'));
    const requests = server.requests.length;
    await user.keyboard(saveKeys);
    await settle();
    // no write, no re-read, no 'Record saved' for nothing
    expect(server.requests.length).toBe(requests);
    expect(savedToastsSince(before)).toEqual([]);
    await user.type(screen.getByLabelText('Main Phone'), '555');
    const saved = newToast('Record saved');
    await user.keyboard(saveKeys);
    await saved();
    expect(savedToastsSince(before)).toHaveLength(1);
    expect(server.bodiesOf('POST /api/update')).toMatchObject([
      { operation: 'update', name: 'account', object: { id: accountId, telephone1: '555' } },
    ]);
  });

  it('does nothing on a record the user may only read (no Save command)', async () => {
    const { user, server } = await openAccount(accountId, { context: salesperson });
    await screen.findByRole('heading', { name: 'Account: Kept' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const before = new Set(screen.queryAllByText('Record saved'));
    const requests = server.requests.length;
    await user.keyboard(saveKeys);
    await settle();
    expect(server.requests.length).toBe(requests);
    expect(savedToastsSince(before)).toEqual([]);
  });

  it('in the quick-create dialog saves the new lookup target, not the form under it', async () => {
    const { user, server } = await openAccount('0', {
      tables: { contact: [], inu_view: formViews('contact', crmForms('contact')) },
    });
    await screen.findByRole('heading', { name: 'New Account' });
    // the form could be saved: Ctrl+S would have saved it, were the dialog not open
    await user.type(screen.getByRole('textbox', { name: 'Account Name' }), 'Underneath');
    await user.click(screen.getAllByRole('button', { name: 'New Contact' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New Contact' }));
    // its Save tells the key, as the title bar's does
    expect(dialog.getByRole('button', { name: 'Save' }).getAttribute('aria-keyshortcuts')).toBe('Control+S');
    await user.type(dialog.getByRole('textbox', { name: 'Full Name' }), 'Quick Contact');
    await user.type(dialog.getByRole('textbox', { name: 'Last Name' }), 'Contact');
    await user.keyboard(saveKeys);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Contact' })).toBeNull());
    expect((screen.getByRole('combobox', { name: 'Primary Contact' }) as HTMLInputElement).value).toBe(
      'Quick Contact',
    );
    expect(server.bodiesOf('POST /api/update')).toMatchObject([
      { operation: 'create', name: 'contact', object: { name: 'Quick Contact', lastname: 'Contact' } },
    ]);
  });

  it('in any other dialog over the form saves nothing; closed, the form saves again', async () => {
    const { user, server } = await openAccount(accountId);
    await screen.findByRole('heading', { name: 'Account: Kept' });
    await user.type(screen.getByLabelText('Main Phone'), '555');
    await user.click(await screen.findByRole('tab', { name: 'Address & Contacts' }));
    await user.click(screen.getByRole('button', { name: 'Address on the map' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Address' }));
    await user.click(dialog.getByLabelText('Street'));
    await user.keyboard(saveKeys);
    await settle();
    expect(server.bodiesOf('POST /api/update')).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Address' })).toBeNull());
    const saved = newToast('Record saved');
    await user.keyboard(saveKeys);
    await saved();
    expect(server.bodiesOf('POST /api/update')).toMatchObject([
      { operation: 'update', object: { id: accountId, telephone1: '555' } },
    ]);
  });
});
