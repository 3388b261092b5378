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
import { rgbOf } from '../../test-support/stylesheets.js';

/**
 * The record header (issue 22) on the crm account form, as record-header.spec.ts had it before
 * its client-side parts came here. The live change merged into an edited form, and the header
 * at 390 px, stay in e2e.
 */
const account = crmObjects.account as NonNullable<typeof crmObjects.account>;
const accountId = '00000000-0000-4000-8000-0000000b0001';
/** The administrator, who may also read users (the header links the owner then). */
const context = testContext();
context.permDict = { ...context.permDict, systemuser: fullOrganizationMask };
const administrator = {
  id: '00000000-0000-4000-8000-0000000000ad',
  name: 'systemuser',
  label: 'Demo Administrator',
};

beforeAll(loadRecordForm, 30_000);

// a whole form renders in each test: room for a loaded machine beyond the default 5 s
describe('the record header', { timeout: 20_000 }, () => {
  it("shows the account's name, owner, status, stamps and key fields, and its new name after a save", async () => {
    const name = 'Header Co';
    const now = new Date().toISOString();
    const { user, server } = await renderRecordForm({
      object: account,
      id: accountId,
      context,
      forms: crmForms('account'),
      tables: {
        account: [
          storedRecord({
            id: accountId,
            name,
            accountnumber: 'ACC-01001',
            customertypecode: 1,
            industrycode: 7,
            revenue: 1250000,
            statuscode: 1,
            createdon: now,
            modifiedon: now,
            ownerid: administrator,
          }),
        ],
      },
    });
    const header = await screen.findByRole('region', { name });
    const part = (selector: string) => header.querySelector(selector)?.textContent;
    expect(part('.record-header-name')).toBe(name);
    expect(part('.record-header-entity')).toBe('Account');
    // the owner links to the user's record (the administrator may read users)
    const owner = within(header).getByRole('link', { name: 'Demo Administrator' });
    expect(owner.getAttribute('href')).toBe(`/sales/edit/systemuser/${administrator.id}`);
    expect(part('.record-header-avatar')).toBe('DA');
    expect(part('.record-header-status')).toBe('Status Reason: Active');
    expect(part('.record-header-stamps')).toMatch(
      /^Created .+ by Demo Administrator · Modified (just now|\d+ min\. ago) by Demo Administrator$/,
    );
    const field = (fieldName: string) =>
      header.querySelector(`.record-header-field[data-field="${fieldName}"]`) as HTMLElement;
    expect([...header.querySelectorAll('.record-header-field dt')].map((term) => term.textContent)).toEqual([
      'Account Number',
      'Relationship Type',
      'Industry',
      'Annual Revenue',
    ]);
    expect(field('accountnumber').querySelector('dd')?.textContent).toBe('ACC-01001');
    expect(field('customertypecode').querySelector('dd')?.textContent).toBe('Customer');
    const dot = field('customertypecode').querySelector('.option-dot') as HTMLElement;
    expect(rgbOf(getComputedStyle(dot).backgroundColor)).toBe('rgb(46, 158, 91)');
    expect(field('industrycode').querySelector('dd')?.textContent).toBe('Information Technology');
    expect(field('revenue').querySelector('dd')?.textContent).toMatch(/1[^0-9]?250[^0-9]?000/);
    // the page keeps one h1: the title bar's
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')?.textContent).toBe(`Account: ${name}`);

    const renamed = `${name} renamed`;
    const nameBox = screen.getByRole('textbox', { name: 'Account Name' });
    await user.clear(nameBox);
    await user.paste(renamed);
    // the header shows the saved record: typing alone does not change it
    expect(part('.record-header-name')).toBe(name);
    const saved = newToast('Record saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await saved();
    expect(server.bodiesOf('POST /api/update')).toMatchObject([
      { operation: 'update', object: { id: accountId, name: renamed } },
    ]);
    const renamedHeader = await screen.findByRole('region', { name: renamed });
    expect(renamedHeader.querySelector('.record-header-name')?.textContent).toBe(renamed);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: `Account: ${renamed}`, level: 1 })).toBeTruthy(),
    );
  });

  it('a new record has no header', async () => {
    await renderRecordForm({ object: account, forms: crmForms('account') });
    await screen.findByRole('heading', { name: 'New Account' });
    expect(screen.getByRole('textbox', { name: 'Account Name' })).toBeTruthy();
    expect(document.querySelector('.record-header')).toBeNull();
  });
});
