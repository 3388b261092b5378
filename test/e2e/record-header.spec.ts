import { expect, type Page, test } from '@playwright/test';
import { callApi, createRecord, deleteRecords, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { demoAdmin, signIn } from './helpers.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A crm account with the key fields the account form's header names (crm views/account.json). */
async function createAccount(page: Page, name: string): Promise<{ id: string; accountnumber: string }> {
  const id = await createRecord(page, 'account', {
    name,
    customertypecode: 1,
    industrycode: 7,
    revenue: 1250000,
  });
  const [row] = await fetchRows<{ accountnumber: string }>(page, {
    entity: {
      name: 'account',
      attributes: [{ attribute: 'accountnumber' }],
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
    },
  });
  return { id, accountnumber: row?.accountnumber ?? '' };
}

test.describe('record header', () => {
  test("shows the account's name, owner, status, stamps and key fields, and its new name after a save or a live change", async ({
    page,
  }) => {
    await signIn(page);
    const name = `Header Co ${unique()}`;
    const account = await createAccount(page, name);
    try {
      await page.goto(`${appUrl('demo')}/sales/edit/account/${account.id}`);
      const header = page.getByRole('region', { name, exact: true });
      await expect(header).toBeVisible();
      await expect(header.locator('.record-header-name')).toHaveText(name);
      await expect(header.locator('.record-header-entity')).toHaveText('Account');
      // the owner links to the user's record (the administrator may read users)
      const owner = header.getByRole('link', { name: demoAdmin.name });
      await expect(owner).toHaveAttribute('href', /\/sales\/edit\/systemuser\/[0-9a-f-]{36}$/);
      await expect(header.locator('.record-header-avatar')).toHaveText('DA');
      await expect(header.locator('.record-header-status')).toHaveText('Status Reason: Active');
      await expect(header.locator('.record-header-stamps')).toHaveText(
        new RegExp(
          `^Created .+ by ${demoAdmin.name} · Modified (just now|\\d+ min\\. ago) by ${demoAdmin.name}$`,
        ),
      );
      const field = (name: string) => header.locator(`.record-header-field[data-field="${name}"]`);
      await expect(header.locator('.record-header-field dt')).toHaveText([
        'Account Number',
        'Relationship Type',
        'Industry',
        'Annual Revenue',
      ]);
      expect(account.accountnumber).not.toBe('');
      await expect(field('accountnumber').locator('dd')).toHaveText(account.accountnumber);
      await expect(field('customertypecode').locator('dd')).toHaveText('Customer');
      await expect(field('customertypecode').locator('.option-dot')).toHaveCSS(
        'background-color',
        'rgb(46, 158, 91)',
      );
      await expect(field('industrycode').locator('dd')).toHaveText('Information Technology');
      await expect(field('revenue').locator('dd')).toHaveText(/1[^0-9]?250[^0-9]?000/);
      // the page keeps one h1: the title bar's
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(`Account: ${name}`);

      const renamed = `${name} renamed`;
      await page.getByLabel('Account Name').fill(renamed);
      // the header shows the saved record: typing alone does not change it
      await expect(header.locator('.record-header-name')).toHaveText(name);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Record saved').last()).toBeVisible();
      const renamedHeader = page.getByRole('region', { name: renamed, exact: true });
      await expect(renamedHeader.locator('.record-header-name')).toHaveText(renamed);
      await expect(page.getByRole('heading', { name: `Account: ${renamed}`, level: 1 })).toBeVisible();

      // a change saved elsewhere while the form has an edit of its own: merged, and in the header
      await page.getByLabel('Main Phone').fill('+421 900 000 111');
      const [saved] = await fetchRows<{ versionnumber: number }>(page, {
        entity: {
          name: 'account',
          attributes: [{ attribute: 'versionnumber' }],
          filter: { conditions: [{ attribute: 'id', operator: 'eq', value: account.id }] },
        },
      });
      const elsewhere = `${name} elsewhere`;
      const update = await callApi(page, '/api/update', {
        operation: 'update',
        name: 'account',
        object: { id: account.id, versionnumber: saved?.versionnumber, name: elsewhere },
      });
      expect(update.status).toBe(200);
      await expect(page.getByRole('region', { name: elsewhere, exact: true })).toBeVisible();
      await expect(page.getByLabel('Account Name')).toHaveValue(elsewhere);
      await expect(page.getByLabel('Main Phone')).toHaveValue('+421 900 000 111');
    } finally {
      await deleteRecords(page, 'account', [account.id]);
    }
  });

  test('a new record has no header', async ({ page }) => {
    await signIn(page, { path: '/sales/edit/account/0' });
    await expect(page.getByRole('heading', { name: 'New Account' })).toBeVisible();
    await expect(page.getByLabel('Account Name')).toBeVisible();
    await expect(page.locator('.record-header')).toHaveCount(0);
  });

  test('at 390 px the header wraps, its key fields below, and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const name = `Header Company With A Rather Long Name For Narrow Screens ${unique()}`;
    const account = await createAccount(page, name);
    try {
      await page.goto(`${appUrl('demo')}/sales/edit/account/${account.id}`);
      const header = page.getByRole('region', { name, exact: true });
      await expect(header.locator('.record-header-field')).toHaveCount(4);
      const main = await header.locator('.record-header-main').boundingBox();
      const fields = await header.locator('.record-header-fields').boundingBox();
      expect(main && fields && fields.y >= main.y + main.height).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await deleteRecords(page, 'account', [account.id]);
    }
  });
});
