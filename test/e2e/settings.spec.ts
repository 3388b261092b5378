import { expect, test } from '@playwright/test';
import { fetchRows } from './api-calls.js';
import { openMenuItem, signIn } from './helpers.js';

test('Customize > Settings opens the organisation settings form, saves it, and opens the same record again', async ({
  page,
}) => {
  await signIn(page, { path: '/customize/' });
  await openMenuItem(page, 'Settings');
  await expect(page).toHaveURL(/\/customize\/edit\/inu_orgsettings\/[0-9a-f-]{36}$/);
  const first = page.url();
  const name = `Demo Company ${Date.now().toString(36)}`;
  const field = page.getByLabel('Organisation Display Name');
  await field.fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();

  // one settings record for the organisation: the menu item opens it again, with the saved name
  await openMenuItem(page, 'Settings');
  await expect(page).toHaveURL(first);
  await expect(page.getByLabel('Organisation Display Name')).toHaveValue(name);
  const rows = await fetchRows<{ displayname: string }>(page, {
    entity: { name: 'inu_orgsettings', attributes: [{ attribute: 'displayname' }] },
  });
  expect(rows.filter((row) => row.displayname === name)).toHaveLength(1);
});
