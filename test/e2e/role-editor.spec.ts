import { expect, type Page, test } from '@playwright/test';
import { createRecord, createUserWithRole, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn, signInWithoutOpening, titleBarCommand } from './helpers.js';

/**
 * Issue 18 item 2: the role editor. A role edited in the grid changes what its user sees;
 * "view as this role" shows the data read-only with a banner; "Why can I (not) see this?"
 * explains a record's rights for a chosen user. Each test makes its own role, user and account.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A sales role like the template's salesperson, but reading accounts at user (owner) level. */
async function sellerRole(page: Page, name: string): Promise<string> {
  const [app] = await fetchRows<{ id: string }>(page, {
    entity: {
      name: 'inu_app',
      attributes: [{ attribute: 'id' }],
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'sales' }] },
    },
  });
  const reads = {
    systemuser: 0x30,
    team: 0x30,
    currency: 0x30,
    inu_view: 0x30,
    inu_app: 0x30,
    inu_nextrule: 0x30,
  };
  return createRecord(page, 'inu_role', {
    name,
    appid: app?.id,
    body: JSON.stringify({ permissions: { ...reads, account: 0x0011 } }),
  });
}

async function setup(page: Page) {
  await signIn(page);
  const suffix = unique();
  const roleName = `Seller ${suffix}`;
  const roleId = await sellerRole(page, roleName);
  const user = { name: `Sam ${suffix}`, email: `sam${suffix}@example.com`, password: 'sam password 1' };
  const userId = await createUserWithRole(page, { ...user, role: roleName });
  const accountName = `Hidden Co ${suffix}`;
  const accountId = await createRecord(page, 'account', { name: accountName });
  return { suffix, roleName, roleId, user, userId, accountName, accountId };
}

test('a role edited in the grid changes what a salesperson sees', async ({ page, browser }) => {
  test.slow(); // two users, each through the login page
  const { roleName, roleId, user, accountName, accountId } = await setup(page);
  const context = await browser.newContext();
  const seller = await context.newPage();
  await signIn(seller, { email: user.email, password: user.password });
  await seller.goto(`${appUrl('demo')}/sales/edit/account/${accountId}`);
  await expect(seller.getByRole('heading', { name: 'Record not found' })).toBeVisible();

  await page.goto(`${appUrl('demo')}/sales/edit/inu_role/${roleId}`);
  await expect(page.getByRole('heading', { name: `Role: ${roleName}` })).toBeVisible();
  const cell = page.getByRole('button', { name: /^Account, Read: / });
  await expect(cell).toHaveAccessibleName('Account, Read: User (owner)');
  await cell.click();
  await expect(cell).toHaveAccessibleName('Account, Read: Team (business unit)');
  await cell.click();
  await expect(cell).toHaveAccessibleName('Account, Read: Organisation');
  // a row header sets the whole row; a second and third click bring create back to organisation
  await page.getByRole('button', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Contact, Delete: User (owner)' })).toBeVisible();
  await titleBarCommand(page, `Role: ${roleName}`, 'Save');
  await expect(page.getByText('Role saved')).toBeVisible();
  const [role] = await fetchRows<{ body: string }>(page, {
    entity: {
      name: 'inu_role',
      attributes: [{ attribute: 'body' }],
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: roleId }] },
    },
  });
  expect(JSON.parse(role?.body ?? '{}').permissions).toMatchObject({ account: 0x0031, contact: 0x1111 });

  // the JSON tab shows the same body and refuses an unknown entity before saving
  await page.getByRole('tab', { name: 'Advanced (JSON)' }).click();
  const json = page.getByRole('textbox', { name: 'Advanced (JSON)' });
  await expect(json).toHaveValue(/"account": 49/);
  await json.fill('{"permissions":{"no_such_thing":48}}');
  await expect(
    page.getByText('Not a valid role body: permissions.no_such_thing: unknown entity'),
  ).toBeVisible();

  await seller.reload();
  await expect(seller.getByRole('heading', { name: `Account: ${accountName}` })).toBeVisible();
  await expect(seller.getByText('You can view this record but not change it.')).toBeVisible();
  await context.close();
});

test('view as this role shows its data read-only under a banner', async ({ page }) => {
  const { suffix, roleName, roleId, userId, accountName, accountId } = await setup(page);
  // the role reads accounts at owner level: viewing as it, the administrator's own account shows
  // (read-only) and the seller's does not
  const sellersAccount = await createRecord(page, 'account', {
    name: `Seller Co ${suffix}`,
    ownerid: userId,
  });
  await page.goto(`${appUrl('demo')}/sales/edit/inu_role/${roleId}`);
  await titleBarCommand(page, `Role: ${roleName}`, 'View as this role');
  const banner = page.getByRole('status').filter({ hasText: `Viewing as role ${roleName}` });
  await expect(banner).toBeVisible();
  await page.goto(`${appUrl('demo')}/sales/edit/account/${accountId}`);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { name: `Account: ${accountName}` })).toBeVisible();
  await expect(page.getByText('You can view this record but not change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await page.goto(`${appUrl('demo')}/sales/edit/account/${sellersAccount}`);
  await expect(page.getByRole('heading', { name: 'Record not found' })).toBeVisible();

  await banner.getByRole('button', { name: 'Stop viewing as role' }).click();
  await expect(page.getByRole('heading', { name: `Role: ${roleName}` })).toBeVisible();
  await expect(page.getByText(`Viewing as role ${roleName}`)).toBeHidden();
  await page.goto(`${appUrl('demo')}/sales/edit/account/${sellersAccount}`);
  await expect(page.getByRole('heading', { name: `Account: Seller Co ${suffix}` })).toBeVisible();
});

test('why can I (not) see this explains the role, level and ownership rule for a chosen user', async ({
  page,
}) => {
  const { roleName, user, accountName, accountId } = await setup(page);
  await page.goto(`${appUrl('demo')}/sales/edit/account/${accountId}`);
  await titleBarCommand(page, `Account: ${accountName}`, 'Why can I (not) see this?');
  const dialog = page.getByRole('dialog', { name: 'Why can a user see this record?' });
  await expect(dialog.getByText('The admin role allows everything.').first()).toBeVisible();
  await dialog.getByRole('combobox', { name: 'User' }).selectOption({ label: user.name });
  const read = dialog.getByRole('row', { name: /^Read / });
  await expect(read).toContainText('No');
  await expect(read).toContainText(`${roleName}: User level: only records whose ownerid is the user.`);
  await expect(dialog.getByRole('row', { name: /^Delete / })).toContainText('No role gives this right.');
});

test('the app a role gives is chosen by its name in the user language', async ({ page }) => {
  await signInWithoutOpening(page);
  const roleId = await sellerRole(page, `Slovak seller ${unique()}`);
  await page.evaluate(() => localStorage.setItem('strata.language', 'sk'));
  await page.goto(`${appUrl('demo')}/sales/edit/inu_role/${roleId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  const app = page.locator('select').filter({ has: page.locator('option', { hasText: 'Predaj' }) });
  await expect(app.locator('option:checked')).toHaveText('Predaj');
  await expect(app.locator('option', { hasText: 'Servis v teréne' })).toHaveCount(1);
  await page.evaluate(() => localStorage.removeItem('strata.language'));
});
