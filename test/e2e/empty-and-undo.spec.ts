import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { callApi, createRecord, createRecords, deleteRecordsNamed, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn, titleBarCommand } from './helpers.js';

/**
 * First impressions (issue 22): an empty list says why and offers the next step (Create one,
 * Import a file, or Clear filters when the user's filters did it), a sub-grid offers Add, and
 * a delete from a list or a form can be undone from its toast. Every record here carries a
 * name prefix of its own test and is deleted after it; the custom entity is deleted too.
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
  test('a search that matches nothing says so and Clear filters brings the records back', async ({
    page,
  }) => {
    const prefix = uniquePrefix('Emp');
    await signIn(page);
    try {
      await createRecords(page, 'account', [{ name: `${prefix} 1` }, { name: `${prefix} 2` }]);
      await openAccounts(page);
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill(`${prefix} nothing like this`);
      await expect(page.getByText('No accounts match these filters.')).toBeVisible();
      // nothing to create from here: the filters are what emptied the list
      await expect(page.getByRole('button', { name: 'Create one' })).toHaveCount(0);

      // on a phone the sentence and its button fit the screen
      await page.setViewportSize({ width: 390, height: 800 });
      const clear = page.getByRole('button', { name: 'Clear filters' });
      await expect(clear).toBeInViewport({ ratio: 1 });
      await clear.click();
      await expect(search).toHaveValue('');
      await expect(page.getByText('No accounts match these filters.')).toHaveCount(0);

      // the same list searched for our prefix has both records
      await page.setViewportSize({ width: 1280, height: 800 });
      await search.fill(prefix);
      await expect(page.getByRole('grid', { name: 'Accounts' }).getByRole('row')).toHaveCount(3);
    } finally {
      await deleteRecordsNamed(page, 'account', prefix);
    }
  });

  test('an entity without records offers Create one and Import a file', async ({ page }) => {
    test.slow(); // creating and deleting an entity changes the database and reloads the metadata
    const suffix = randomBytes(3).toString('hex');
    const entity = `e2e_empty_${suffix}`;
    await signIn(page, { path: '/customize/' });
    const created = await callApi(page, '/api/metadata/objects', {
      logicalName: entity,
      displayName: `Gizmo ${suffix}`,
      displayNamePlural: `Gizmos ${suffix}`,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    try {
      await page.goto(`${appUrl('demo')}/customize/list/${entity}`);
      await expect(page.getByText(`No gizmos ${suffix} yet.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Import a file' })).toBeVisible();
      await page.getByRole('button', { name: 'Create one' }).click();
      await expect(page).toHaveURL(new RegExp(`/customize/edit/${entity}/0`));
    } finally {
      const removed = await page.evaluate(async (name) => {
        const response = await fetch(`/api/metadata/objects/${name}?confirm=${name}`, {
          method: 'DELETE',
          headers: { 'access-token': sessionStorage.getItem('strata.session') ?? '' },
        });
        return response.status;
      }, entity);
      expect(removed).toBe(200);
    }
  });

  test('a sub-grid without related records offers Add', async ({ page }) => {
    const prefix = uniquePrefix('Sub');
    await signIn(page);
    try {
      const id = await createRecord(page, 'account', { name: `${prefix} parent` });
      await page.goto(`${appUrl('demo')}/sales/edit/account/${id}`);
      await page.getByRole('tab', { name: /^Opportunities/ }).click();
      const panel = page.getByRole('region', { name: 'Opportunities' });
      await expect(panel.getByText('No related opportunities yet.')).toBeVisible();
      await panel.getByRole('link', { name: 'Add' }).click();
      await expect(page).toHaveURL(/\/sales\/edit\/opportunity\/0\?init=/);
    } finally {
      await deleteRecordsNamed(page, 'account', prefix);
    }
  });
});

test.describe('undo for deletes', () => {
  test('deleting two records from a list offers Undo, which brings both back', async ({ page }) => {
    const prefix = uniquePrefix('Und');
    await signIn(page);
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
    await signIn(page);
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
