import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createRecord, createRecords, deleteRecordsNamed, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening, titleBarCommand } from './helpers.js';

/**
 * First impressions (issue 22): an empty state fits a phone's screen, and a delete from a list
 * or a form can be undone from its toast. Every record here carries a name prefix of its own
 * test and is deleted after it. What an empty list or sub-grid says and offers is checked in
 * web/src/lists/empty/ListEmpty.dom.test.tsx and web/src/forms/panels/AssociatedListPanel.dom.test.tsx.
 */
const uniquePrefix = (tag: string) => `${tag}${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;

async function openAccounts(page: Page) {
  await page.goto(`${appUrl('demo')}/sales/list/account`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
}

/** The accounts named `{prefix}...` as the server has them now. */
const accountsNamed = (page: Page, prefix: string) =>
  fetchRows<{ name: string }>(page, {
    entity: {
      name: 'account',
      attributes: [{ attribute: 'name' }],
      filter: { conditions: [{ attribute: 'name', operator: 'like', value: `${prefix}%` }] },
      orders: [{ attribute: 'name' }],
    },
  });

test.describe('empty states', () => {
  // the sentence, its Clear filters and the records coming back: web/src/lists/empty/ListEmpty.dom.test.tsx
  test('on a phone the empty state of a search and its Clear filters fit the screen', async ({ page }) => {
    await signInWithoutOpening(page);
    await openAccounts(page);
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(`${uniquePrefix('Emp')} nothing like this`);
    await expect(page.getByText('No accounts match these filters.')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    const clear = page.getByRole('button', { name: 'Clear filters' });
    await expect(clear).toBeInViewport({ ratio: 1 });
    await clear.click();
    await expect(search).toHaveValue('');
  });
});

test.describe('undo for deletes', () => {
  test('deleting two records from a list offers Undo, which brings both back', async ({ page }) => {
    const prefix = uniquePrefix('Und');
    await signInWithoutOpening(page);
    try {
      await createRecords(
        page,
        'account',
        [1, 2, 3].map((n) => ({ name: `${prefix} ${n}` })),
      );
      await openAccounts(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
      await expect(page.locator('.list-count')).toHaveText('Records: 3');

      await titleBarCommand(page, 'Accounts', 'Super edit');
      const grid = page.getByRole('grid', { name: 'Accounts' });
      await grid.getByRole('checkbox', { name: `Select ${prefix} 1` }).check();
      await grid.getByRole('checkbox', { name: `Select ${prefix} 2` }).check();
      await titleBarCommand(page, 'Accounts', 'Delete');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
      await expect(page.locator('.list-count')).toHaveText('Records: 1');
      expect((await accountsNamed(page, prefix)).map((row) => row.name)).toEqual([`${prefix} 3`]);

      const toast = page.getByRole('status').filter({ hasText: '2 records deleted' });
      await expect(toast).toBeVisible();
      // the toast's button is reachable from the keyboard
      await toast.getByRole('button', { name: 'Undo' }).press('Enter');
      await expect(page.getByRole('status').filter({ hasText: '2 records restored' })).toBeVisible();
      await expect(page.locator('.list-count')).toHaveText('Records: 3');
      expect((await accountsNamed(page, prefix)).map((row) => row.name)).toEqual([
        `${prefix} 1`,
        `${prefix} 2`,
        `${prefix} 3`,
      ]);

      // after a reload (the search is remembered) the list has all three again
      await page.reload();
      await expect(page.locator('.list-count')).toHaveText('Records: 3');
      await expect(page.getByRole('gridcell', { name: `${prefix} 1` })).toBeVisible();
      await expect(page.getByRole('gridcell', { name: `${prefix} 2` })).toBeVisible();
    } finally {
      await deleteRecordsNamed(page, 'account', prefix);
    }
  });

  test("the form's Delete offers Undo too", async ({ page }) => {
    const prefix = uniquePrefix('Frm');
    const name = `${prefix} form`;
    await signInWithoutOpening(page);
    try {
      const id = await createRecord(page, 'account', { name });
      await page.goto(`${appUrl('demo')}/sales/edit/account/${id}`);
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page).not.toHaveURL(new RegExp(id));
      expect(await accountsNamed(page, prefix)).toEqual([]);

      const toast = page.getByRole('status').filter({ hasText: `${name} deleted` });
      await toast.getByRole('button', { name: 'Undo' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Record restored' })).toBeVisible();
      expect((await accountsNamed(page, prefix)).map((row) => row.name)).toEqual([name]);
    } finally {
      await deleteRecordsNamed(page, 'account', prefix);
    }
  });
});
