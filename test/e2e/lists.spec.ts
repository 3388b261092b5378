import { expect, type Page, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';
import { openMenuItem, signIn, viewPicker } from './helpers.js';

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
const chip = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name });

test.describe('lists', () => {
  test('views, search, sort, quick filters, paging, count and opening a record', async ({ page }) => {
    test.setTimeout(60_000);
    const prefix = `Lst${Date.now().toString(36)}`;
    await signIn(page);
    // (after the app's bare address has moved on: that move would undo the click)
    await openMenuItem(page, 'Accounts');
    await expect(page).toHaveURL(/\/sales\/list\/account$/);
    await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Accounts' })).toBeVisible();
    await createAccounts(page, prefix, 65);

    // the first view (by label) is Active Accounts; search its text filter
    await expect(viewPicker(page)).toHaveAttribute('data-view', 'active');
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

    // a change to the entity (objectChanged) refreshes the rows and the count, keeping both pages
    await createAccounts(page, `${prefix} 065`, 1);
    await expect(footer(page)).toHaveText('Total: 66', { timeout: 15_000 });

    // a click on the sorted column header flips it to descending
    const nameHeader = page.getByRole('columnheader', { name: 'Account Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.nth(1)).toContainText(`${prefix} 065 000`);
    // the sort menu names the columns; the current one flips back
    await page.getByRole('button', { name: 'Sort' }).click();
    await page.getByRole('menuitem', { name: /Account Name/ }).click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.nth(1)).toContainText(`${prefix} 000`);

    // an options quick filter: Partners only (the 32 odd ones)
    await chip(page, /^Relationship Type/).click();
    const options = page.getByRole('dialog', { name: 'Relationship Type' });
    await options.getByRole('checkbox', { name: 'Partner' }).check();
    await options.getByRole('button', { name: 'Done' }).click();
    await expect(chip(page, /^Relationship Type\s*Partner/)).toHaveClass(/active/);
    await expect(footer(page)).toHaveText('Records: 32');
    await expect(rows.nth(1)).toContainText(`${prefix} 001`);

    // the '+' chip adds a filter on any property, and saves the choices as a user filter
    await chip(page, /^Add filter$/).click();
    await page.getByRole('menuitem', { name: 'Choose a property' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a property' });
    await picker.getByLabel('Property').selectOption({ label: 'Main Phone' });
    await picker.getByRole('button', { name: 'Add' }).click();
    await expect(chip(page, /^Main Phone/)).toBeVisible();
    await chip(page, /^Add filter$/).click();
    await page.getByRole('menuitem', { name: 'Add User Filter' }).click();
    const naming = page.getByRole('alertdialog', { name: 'Add User Filter' });
    await naming.getByLabel('Name').fill('Partners');
    await naming.getByRole('button', { name: 'OK' }).click();
    await expect(chip(page, /^Partners$/)).toBeVisible();

    // another view keeps its own filters; the date range quick filter on Created On
    // the view picker is a menu: opened from the keyboard, the current view checked
    await viewPicker(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Active Accounts' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('menuitemradio', { name: 'All Accounts' }).click();
    await expect(page).toHaveURL(/[?&]view=all/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    await expect(footer(page)).toHaveText('Records: 50+');
    await chip(page, /^Created On/).click();
    const dates = page.getByRole('dialog', { name: 'Created On' });
    await dates.getByRole('button', { name: 'Previous year' }).click();
    await expect(page.getByText('No accounts match these filters.')).toBeVisible();
    await dates.getByRole('button', { name: 'Today' }).click();
    await dates.getByRole('button', { name: 'Done' }).click();
    await expect(footer(page)).toHaveText('Records: 50+');

    // the selection is remembered per list: a reload brings it back
    await page.reload();
    await expect(chip(page, /^Created On\s*Today/)).toHaveClass(/active/);
    await expect(footer(page)).toHaveText('Records: 50+');

    // a row click opens the record
    await rows.nth(1).getByRole('gridcell').first().click();
    await expect(page).toHaveURL(/\/sales\/edit\/account\/[0-9a-f-]{36}$/);
  });

  test('a narrow window shows cards, and a card opens its record', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    const prefix = `Mob${Date.now().toString(36)}`;
    await signIn(page);
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

  test('an unknown entity says Object not found', async ({ page }) => {
    await signIn(page);
    await page.goto(`${appUrl('demo')}/sales/list/nosuchthing`);
    await expect(page.getByRole('heading', { name: 'Object not found: nosuchthing' })).toBeVisible();
  });
});
