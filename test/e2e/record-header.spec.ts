import { expect, type Page, test } from '@playwright/test';
import { callApi, createRecord, deleteRecords, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening } from './helpers.js';

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
  // what the header shows of a record, and its new name after a save: RecordHeader.dom.test.tsx
  test('a change saved elsewhere while the form has an edit of its own is merged, and the header shows it', async ({
    page,
  }) => {
    await signInWithoutOpening(page);
    const name = `Header Co ${unique()}`;
    const account = await createAccount(page, name);
    try {
      await page.goto(`${appUrl('demo')}/sales/edit/account/${account.id}`);
      const header = page.getByRole('region', { name, exact: true });
      // the number the server gave the account is among the header's key fields
      expect(account.accountnumber).not.toBe('');
      await expect(header.locator('.record-header-field[data-field="accountnumber"] dd')).toHaveText(
        account.accountnumber,
      );

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

  test('at 390 px the header wraps, its key fields below, and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithoutOpening(page);
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
