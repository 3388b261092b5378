import { expect, type Page, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/**
 * Issue 26 item 6 (spec 001 section 2): a saved user filter is renamed and deleted from its
 * chip's menu, and both outlast a reload (they live in this browser's storage).
 */
const chip = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name });

async function addUserFilter(page: Page, name: string) {
  await chip(page, /^Add filter$/).click();
  await page.getByRole('menuitem', { name: 'Add User Filter' }).click();
  const naming = page.getByRole('alertdialog', { name: 'Add User Filter' });
  await naming.getByLabel('Name').fill(name);
  await naming.getByRole('button', { name: 'OK' }).click();
  await expect(chip(page, new RegExp(`^${name}$`))).toBeVisible();
}

test('a user filter is renamed and deleted, and both last after a reload', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const first = `Mine ${suffix}`;
  const renamed = `Ours ${suffix}`;
  const kept = `Kept ${suffix}`;
  await signIn(page);
  await page.goto(`${appUrl('demo')}/sales/list/account`);
  await addUserFilter(page, first);
  await addUserFilter(page, kept);

  // rename: the prompt starts with the current name; Cancel changes nothing
  await chip(page, new RegExp(`^${first}$`)).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  let naming = page.getByRole('alertdialog', { name: 'Rename' });
  await expect(naming.getByLabel('Name')).toHaveValue(first);
  await naming.getByRole('button', { name: 'Cancel' }).click();
  await expect(chip(page, new RegExp(`^${first}$`))).toBeVisible();
  await chip(page, new RegExp(`^${first}$`)).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  naming = page.getByRole('alertdialog', { name: 'Rename' });
  await naming.getByLabel('Name').fill(renamed);
  await naming.getByRole('button', { name: 'OK' }).click();
  await expect(chip(page, new RegExp(`^${renamed}$`))).toBeVisible();
  await expect(chip(page, new RegExp(`^${first}$`))).toHaveCount(0);
  await page.reload();
  await expect(chip(page, new RegExp(`^${renamed}$`))).toBeVisible();
  await expect(chip(page, new RegExp(`^${first}$`))).toHaveCount(0);

  // delete asks first: Cancel keeps it, Delete removes it and only it
  await chip(page, new RegExp(`^${renamed}$`)).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  let asking = page.getByRole('alertdialog', { name: 'Delete' });
  await expect(asking).toContainText(`Delete the filter ${renamed}?`);
  await asking.getByRole('button', { name: 'Cancel' }).click();
  await expect(chip(page, new RegExp(`^${renamed}$`))).toBeVisible();
  await chip(page, new RegExp(`^${renamed}$`)).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  asking = page.getByRole('alertdialog', { name: 'Delete' });
  await asking.getByRole('button', { name: 'Delete' }).click();
  await expect(chip(page, new RegExp(`^${renamed}$`))).toHaveCount(0);
  await expect(chip(page, new RegExp(`^${kept}$`))).toBeVisible();
  await page.reload();
  await expect(chip(page, new RegExp(`^${kept}$`))).toBeVisible();
  await expect(chip(page, new RegExp(`^${renamed}$`))).toHaveCount(0);
});
