import { expect, test } from '@playwright/test';
import { callApi, createRecord } from './api-calls.js';
import { signIn } from './helpers.js';

test('Ctrl+K opens the palette from a field: a page by its name, a record by its name, Escape closes', async ({
  page,
}) => {
  await signIn(page, { path: '/sales/list/account' });
  const name = `Palette ${Date.now().toString(36)} Holdings`;
  const id = await createRecord(page, 'account', { name });

  // from inside a field too: the shortcut is the palette's, not the browser's
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to' });
  const field = palette.getByRole('combobox', { name: 'Search pages, records and commands' });
  await expect(field).toBeFocused();
  await page.keyboard.type('contac');
  await expect(palette.getByRole('option', { name: /^Contacts/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette).toHaveCount(0);
  await expect(page).toHaveURL(/\/sales\/list\/contact$/);

  await page.keyboard.press('Control+k');
  await field.fill(name.slice(0, -4).toLowerCase());
  const records = palette.getByRole('group', { name: 'Records' });
  await expect(records.getByRole('option', { name: new RegExp(`^${name}`) })).toBeVisible();
  await records.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/edit/account/${id}$`));
  await expect(page.getByLabel('Account Name')).toHaveValue(name);

  await page.getByRole('button', { name: 'Search and go to' }).click();
  await expect(palette).toBeVisible();
  await field.fill('zzzz nothing like this');
  await expect(palette.getByRole('status')).toHaveText('Nothing found');
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  await callApi(page, '/api/update', { name: 'account', operation: 'delete', id });
});

test('the palette creates records and switches the theme with the keyboard only', async ({ page }) => {
  await signIn(page);
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Go to' });
  const field = palette.getByRole('combobox', { name: 'Search pages, records and commands' });
  await expect(field).toBeFocused();
  await page.keyboard.type('new acc');
  await expect(palette.getByRole('option', { name: 'New Account' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sales\/edit\/account\/0$/);

  await page.keyboard.press('Control+k');
  await expect(field).toBeFocused();
  await page.keyboard.type('mode');
  // Light Mode comes first; the arrow moves to Dark Mode
  await page.keyboard.press('ArrowDown');
  await expect(palette.getByRole('option', { name: 'Dark Mode' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // the profile menu shows the same choice
  await page.getByRole('button', { name: /^Profile of / }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark Mode' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.getByRole('menuitemradio', { name: 'Light Mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
