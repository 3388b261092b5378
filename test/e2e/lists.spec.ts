import { expect, type Page, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening } from './helpers.js';

/** Creates `count` accounts named `{prefix} 000`.. in one batch; odd ones are Partners (3), even ones Customers (1). */
async function createAccounts(page: Page, prefix: string, count: number): Promise<void> {
  await page.evaluate(
    async ({ prefix, count }) => {
      const token = sessionStorage.getItem('strata.session') ?? '';
      const records = Array.from({ length: count }, (_, index) => ({
        name: 'account',
        operation: 'create',
        object: { name: `${prefix} ${String(index).padStart(3, '0')}`, customertypecode: index % 2 ? 3 : 1 },
      }));
      const response = await fetch('/api/executemultiple', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'access-token': token },
        body: JSON.stringify({ records }),
      });
      if (!response.ok) throw new Error(`create failed: ${response.status} ${await response.text()}`);
    },
    { prefix, count },
  );
}

const footer = (page: Page) => page.locator('.list-count');

test.describe('lists', () => {
  // views, search, sort, quick filters, paging, the count and opening a record, as the user works
  // them: web/src/lists/list-screen.dom.test.tsx. Here: real pages from PostgreSQL, and a change
  // to the entity reaching the open list as a live event.
  test('a change to the entity (objectChanged) refreshes the rows and the count, keeping both pages', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const prefix = `Lst${Date.now().toString(36)}`;
    await signInWithoutOpening(page);
    await page.goto(`${appUrl('demo')}/sales/list/account`);
    await expect(page.getByRole('grid', { name: 'Accounts' })).toBeVisible();
    await createAccounts(page, prefix, 65);
    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    const rows = page.getByRole('grid', { name: 'Accounts' }).getByRole('row');
    await expect(rows.nth(1)).toContainText(`${prefix} 000`);
    await expect(footer(page)).toHaveText('Records: 50+');

    // scrolling near the end loads the next (short) page, which ends the paging
    await page.locator('.list-grid-scroll').evaluate((box) => {
      box.scrollTop = box.scrollHeight;
    });
    await expect(footer(page)).toHaveText('Records: 65');
    await footer(page).click();
    await expect(footer(page)).toHaveText('Total: 65');

    await createAccounts(page, `${prefix} 065`, 1);
    await expect(footer(page)).toHaveText('Total: 66', { timeout: 15_000 });
    // the new record is among the rows: first when sorted the other way
    const nameHeader = page.getByRole('columnheader', { name: 'Account Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.nth(1)).toContainText(`${prefix} 065 000`);
  });

  test('a narrow window shows cards, and a card opens its record', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    const prefix = `Mob${Date.now().toString(36)}`;
    await signInWithoutOpening(page);
    await createAccounts(page, prefix, 3);
    await page.goto(`${appUrl('demo')}/sales/list/account`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    const cards = page.getByRole('list', { name: 'Accounts' }).getByRole('button');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toContainText(`${prefix} 000`);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await cards.first().click();
    await expect(page).toHaveURL(/\/sales\/edit\/account\/[0-9a-f-]{36}$/);
  });
});
