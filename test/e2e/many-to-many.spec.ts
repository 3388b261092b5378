import { expect, test } from '@playwright/test';
import { createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

test("a user's roles toggle on the user form and are linked and unlinked on save", async ({ page }) => {
  await signIn(page);
  const suffix = Date.now().toString(36);
  const userId = await createRecord(page, 'systemuser', {
    name: `Rita ${suffix}`,
    emailaddress: `rita${suffix}@example.com`,
  });
  const links = () =>
    fetchRows<{ roleid: { label: string } }>(page, {
      entity: {
        name: 'inu_userroles',
        attributes: [{ attribute: 'roleid' }],
        filter: { conditions: [{ attribute: 'systemuserid', operator: 'eq', value: userId }] },
      },
    });

  await page.goto(`${appUrl('demo')}/sales/edit/systemuser/${userId}`);
  const roles = page.getByRole('group', { name: 'Roles' });
  await expect(roles.getByRole('checkbox', { name: 'salesperson' })).not.toBeChecked();
  await roles.getByRole('checkbox', { name: 'salesperson' }).check();
  await roles.getByRole('checkbox', { name: 'manager' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
  expect((await links()).map((row) => row.roleid.label).sort()).toEqual(['manager', 'salesperson']);

  await page.reload();
  await expect(roles.getByRole('checkbox', { name: 'manager' })).toBeChecked();
  await roles.getByRole('checkbox', { name: 'manager' }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
  expect((await links()).map((row) => row.roleid.label)).toEqual(['salesperson']);
});
