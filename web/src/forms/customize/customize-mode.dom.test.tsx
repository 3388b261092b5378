import { fullOrganizationMask } from '@strata/api/contract/permission-mask';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  crmForms,
  loadRecordForm,
  newToast,
  renderRecordForm,
  storedRecord,
} from '../../test-support/record-form.js';
import { crmObjects, testContext } from '../../test-support/shell-harness.js';

/**
 * Customise mode on the crm product form, as customize-form.spec.ts had it before its
 * client-side parts came here: the checks of a new field's and a new command's name, a list of
 * related records added to the tabs, and pasted JSON that is not a panel; and Ctrl+E, which
 * leaves the mode as the banner's Cancel does. A new column reaching the database, a saved form
 * and a command's script loaded from the server stay in e2e.
 */
const product = crmObjects.product as NonNullable<typeof crmObjects.product>;
const productId = '00000000-0000-4000-8000-0000000c0001';

/** The administrator, who may also change the metadata (new database fields). */
const context = testContext();
context.permDict = {
  ...context.permDict,
  inu_view: fullOrganizationMask,
  inu_metadata: fullOrganizationMask,
};

async function openProduct() {
  const rendered = await renderRecordForm({
    object: product,
    id: productId,
    context,
    forms: crmForms('product'),
    tables: { product: [storedRecord({ id: productId, name: 'Customised' })], quotedetail: [] },
  });
  await screen.findByRole('heading', { name: 'Product: Customised' });
  return rendered;
}

beforeAll(loadRecordForm, 30_000);

// a whole form renders in each test: room for a loaded machine beyond the default 5 s
describe('customise mode', { timeout: 20_000 }, () => {
  it('the new database field dialog refuses a logical name that is not one, asking the server nothing', async () => {
    const { user, server } = await openProduct();
    await user.keyboard('{Control>}e{/Control}');
    expect(await screen.findByText('CUSTOMIZE MODE')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Customize panel General' }));
    await user.click(await screen.findByRole('button', { name: 'New database field' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New database field' }));
    // pasted whole, as a fill does (typed key by key, the field's trim would drop the space)
    await user.click(dialog.getByLabelText('Logical name'));
    await user.paste('bad name');
    await user.click(dialog.getByRole('button', { name: 'Create field' }));
    expect((await dialog.findByRole('alert')).textContent).toContain('lower-case letter');
    expect(server.requests.filter((request) => request.path.startsWith('/api/metadata'))).toEqual([]);
  });

  it('adds a list of related records to a tab panel', async () => {
    const { user } = await openProduct();
    // the title bar's Customize command, as lists have (Ctrl+E does the same)
    await user.click(screen.getByRole('button', { name: 'Customize (Ctrl+E)' }));
    await user.click(await screen.findByRole('button', { name: 'Customize panel root' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Customize panel root' }));
    // the quote lines' Product lookup points at products
    const added = newToast('Quote Products added');
    await user.selectOptions(
      dialog.getByLabelText('Add a list of related records'),
      'Quote Products (Product)',
    );
    await user.click(dialog.getByRole('button', { name: 'Add list' }));
    await added();
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('tab', { name: /Quote Products/ }));
    expect(await screen.findByRole('region', { name: 'Quote Products' })).toBeTruthy();
  });

  it('refuses pasted JSON that is not a panel', async () => {
    const { user } = await openProduct();
    await user.keyboard('{Control>}e{/Control}');
    await user.click(await screen.findByRole('button', { name: 'Customize panel General' }));
    await user.click(await screen.findByRole('button', { name: 'Paste JSON' }));
    await user.click(await screen.findByLabelText('Panel JSON'));
    await user.paste('{"name":"x","type":"Nope"}');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Paste' }));
    const alert = await screen.findByRole('alertdialog');
    await waitFor(() => expect(alert.textContent).toContain('Cannot paste object'));
    // answered, or the prompt (a store of the module) would still be open in the next test
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a custom command needs a name that starts with a letter', async () => {
    const { user } = await openProduct();
    await user.keyboard('{Control>}e{/Control}');
    await user.click(await screen.findByRole('button', { name: 'Commands' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Commands' }));
    await user.click(dialog.getByLabelText('New custom command name'));
    await user.paste('bad name');
    await user.click(dialog.getByRole('button', { name: 'Add command' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('A command name starts with a letter');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('Ctrl+E out of the mode asks about an unsaved layout as Cancel does: staying keeps it, discarding shows the stored form', async () => {
    const { user } = await openProduct();
    await user.keyboard('{Control>}e{/Control}');
    await user.click(await screen.findByRole('button', { name: 'Customize panel root' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Customize panel root' }));
    await user.selectOptions(
      dialog.getByLabelText('Add a list of related records'),
      'Quote Products (Product)',
    );
    await user.click(dialog.getByRole('button', { name: 'Add list' }));
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('tab', { name: /Quote Products/ })).toBeTruthy();

    await user.keyboard('{Control>}e{/Control}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes to this form?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('CUSTOMIZE MODE')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Quote Products/ })).toBeTruthy();

    await user.keyboard('{Control>}e{/Control}');
    const again = await screen.findByRole('alertdialog', { name: 'Discard your changes to this form?' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByText('CUSTOMIZE MODE')).toBeNull());
    // the unsaved tab is gone with the draft: what shows is the stored form
    expect(screen.queryByRole('tab', { name: /Quote Products/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'General' })).toBeTruthy();
  });

  it('Ctrl+E does nothing while a customise dialog is open, and leaves an unchanged layout at once', async () => {
    const { user } = await openProduct();
    await user.keyboard('{Control>}e{/Control}');
    await user.click(await screen.findByRole('button', { name: 'Customize panel General' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Customize panel General' }));
    await user.click(dialog.getAllByRole('textbox')[0] as HTMLElement);
    await user.keyboard('{Control>}e{/Control}');
    expect(screen.getByText('CUSTOMIZE MODE')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Customize panel General' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Customize panel General' })).toBeNull());
    // nothing was changed: no question, as Cancel asks none
    await user.keyboard('{Control>}e{/Control}');
    await waitFor(() => expect(screen.queryByText('CUSTOMIZE MODE')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
