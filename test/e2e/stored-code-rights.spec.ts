import { expect, test } from '@playwright/test';
import { callApi, createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/**
 * Issue 35 item 1, the attack as the outside tester ran it in a browser: a user whose role keeps
 * its own views (owner-level create and update on inu_view) stores a public account.listChanged
 * script that would give itself the admin role and post the administrator's token when the
 * administrator opens Accounts. The write is refused; the administrator's list runs nothing of
 * it; and the view keeper's own Save as new view can only make private views.
 */
test('a view keeper cannot store a script an administrator would run', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const suffix = Date.now().toString(36);
  const role = `viewkeeper_${suffix}`;
  const email = `viewkeeper-${suffix}@example.com`;
  const password = `Keeper-${suffix}-pass`;
  await signIn(page);
  const [sales] = await fetchRows<{ id: string }>(page, {
    entity: {
      name: 'inu_app',
      attributes: [{ attribute: 'id' }],
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'sales' }] },
    },
  });
  const read = 0x0030;
  await createRecord(page, 'inu_role', {
    name: role,
    appid: sales?.id,
    // create 1, read 3, update 1: own views only
    body: JSON.stringify({
      permissions: { inu_view: 0x0131, account: read, systemuser: read, inu_app: read },
    }),
  });
  const userId = await createRecord(page, 'systemuser', { name: `Keeper ${suffix}`, emailaddress: email });
  const [roleRow] = await fetchRows<{ id: string }>(page, {
    entity: {
      name: 'inu_role',
      attributes: [{ attribute: 'id' }],
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: role }] },
    },
  });
  await createRecord(page, 'inu_userroles', { roleid: roleRow?.id, systemuserid: userId });
  await callApi(page, '/api/changepassword', { newPassword: password, userId }, { form: true });

  const keeperContext = await browser.newContext();
  const keeper = await keeperContext.newPage();
  await signIn(keeper, { email, password, fresh: true });
  const attack = `export default async function (list) {
    await list.data.executeMultiple([{ name: 'inu_userroles', operation: 'create', object: { roleid: 'x', systemuserid: '${userId}' } }]);
    await fetch('/api/apperror', { method: 'POST', body: sessionStorage.getItem('strata.session') });
  }`;
  const refused = await callApi<{ code: string; message: string; details: { reason: string } }>(
    keeper,
    '/api/update',
    {
      name: 'inu_view',
      operation: 'create',
      object: {
        name: 'account.listChanged',
        kind: 'script',
        objectname: 'account',
        isprivate: false,
        body: JSON.stringify({ source: attack }),
      },
    },
  );
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('ERR_FORBIDDEN');
  expect(refused.body.details.reason).toBe('scriptAdminOnly');
  expect(refused.body.message).toContain('only administrators');

  // the keeper's own Save as new view: private, and the dialog says why
  await keeper.goto(`${appUrl('demo')}/sales/list/account?view=all`);
  await keeper.getByRole('button', { name: 'Customize', exact: true }).click();
  await keeper.getByRole('button', { name: 'Save as new view' }).click();
  const saveAs = keeper.getByRole('dialog', { name: 'Save as new view' });
  const privateBox = saveAs.getByLabel('Private (only I see it)');
  await expect(privateBox).toBeChecked();
  await expect(privateBox).toBeDisabled();
  await expect(saveAs.getByText('Your role may save private views only')).toBeVisible();
  await saveAs.getByLabel('View name').fill(`Keeper view ${suffix}`);
  await saveAs.getByRole('button', { name: 'Save view' }).click();
  await expect(saveAs).toBeHidden();
  await keeperContext.close();

  // the administrator opens Accounts: nothing of the keeper's runs
  const reported: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/apperror')) reported.push(request.postData() ?? '');
  });
  await page.goto(`${appUrl('demo')}/sales/list/account`);
  await expect(page.getByRole('grid', { name: 'Accounts' })).toBeVisible();
  const scripts = await fetchRows<{ name: string }>(page, {
    entity: {
      name: 'inu_view',
      attributes: [{ attribute: 'name' }, { attribute: 'isprivate' }],
      filter: { conditions: [{ attribute: 'createdby', operator: 'eq', value: userId }] },
    },
  });
  expect(scripts).toEqual([
    expect.objectContaining({ name: expect.stringMatching(/^keeper_view/), isprivate: true }),
  ]);
  const keeperRoles = await fetchRows(page, {
    entity: {
      name: 'inu_userroles',
      attributes: [{ attribute: 'roleid' }],
      filter: { conditions: [{ attribute: 'systemuserid', operator: 'eq', value: userId }] },
    },
  });
  expect(keeperRoles).toHaveLength(1);
  expect(reported).toEqual([]);
});

test('an administrator sees who changed a script, when, and what, as a line diff', async ({ page }) => {
  const suffix = Date.now().toString(36);
  await signIn(page);
  const name = `invoice.audited${suffix}`;
  const id = await createRecord(page, 'inu_view', {
    name,
    label: name,
    kind: 'script',
    objectname: 'invoice',
    body: JSON.stringify({ source: 'export default function (list) {\n  list.notify("hello");\n}' }),
  });
  const changed = await callApi(page, '/api/update', {
    name: 'inu_view',
    operation: 'update',
    object: {
      id,
      versionnumber: 1,
      body: JSON.stringify({ source: 'export default function (list) {\n  list.notify("changed");\n}' }),
    },
  });
  expect(changed.status).toBe(200);
  const [entry] = await fetchRows<{ id: string }>(page, {
    entity: {
      name: 'audit',
      attributes: [{ attribute: 'id' }],
      filter: {
        conditions: [
          { attribute: 'objectid', operator: 'eq', value: id },
          { attribute: 'operation', operator: 'eq', value: 'update' },
        ],
      },
    },
  });
  await page.goto(`${appUrl('demo')}/customize/edit/audit/${entry?.id}`);
  await page.getByRole('button', { name: 'Show changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changes' });
  const diff = dialog.getByRole('region', { name: /^Changes of / });
  await expect(diff.locator('del')).toHaveText('  list.notify("hello");');
  await expect(diff.locator('ins')).toHaveText('  list.notify("changed");');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});
