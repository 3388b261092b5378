import { expect, test } from '@playwright/test';
import { callApi, createRecord, createUserWithRole } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/**
 * Apps and their home menus (spec 000 section 2): an entity item with a unique name opens at
 * /{appid}/n/{uniqueName}, and an app without a home menu opens the user's own record. The apps
 * are given to a user of their own through two roles, so the demo's other users never see them;
 * the administrator removes them afterwards.
 */
test('an n/{uniqueName} item opens its list; an app without a home menu opens the user’s own record', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page);
  const suffix = unique();
  const withHome = `e2ehome${suffix}`;
  const withoutHome = `e2ebare${suffix}`;
  const homeAppId = await createRecord(page, 'inu_app', {
    name: withHome,
    label: `Home ${suffix}`,
    sortorder: 900,
  });
  const bareAppId = await createRecord(page, 'inu_app', {
    name: withoutHome,
    label: `Bare ${suffix}`,
    sortorder: 901,
  });
  await createRecord(page, 'inu_view', {
    name: `home ${suffix}`,
    objectname: 'account',
    kind: 'home',
    appid: homeAppId,
    body: JSON.stringify({
      items: [{ kind: 'entity', name: 'account', uniqueName: 'key-accounts', label: 'Key Accounts' }],
    }),
  });
  const rights = {
    account: 4403,
    contact: 4403,
    systemuser: 48,
    team: 48,
    currency: 48,
    inu_view: 48,
    inu_app: 48,
  };
  const homeRole = `e2e home ${suffix}`;
  const bareRole = `e2e bare ${suffix}`;
  await createRecord(page, 'inu_role', {
    name: homeRole,
    appid: homeAppId,
    body: JSON.stringify({ permissions: rights }),
  });
  await createRecord(page, 'inu_role', {
    name: bareRole,
    appid: bareAppId,
    body: JSON.stringify({ permissions: rights }),
  });
  const email = `apps-${suffix}@example.com`;
  const password = `Apps-${suffix}-pass`;
  const name = `Apps User ${suffix}`;
  const userId = await createUserWithRole(page, { name, email, password, role: homeRole });
  const [bare] = await (
    await callApi<{ id: string }[]>(page, '/api/fetch', {
      entity: {
        name: 'inu_role',
        attributes: [{ attribute: 'id' }],
        filter: { conditions: [{ attribute: 'name', operator: 'eq', value: bareRole }] },
      },
    })
  ).body;
  await createRecord(page, 'inu_userroles', { roleid: bare?.id, systemuserid: userId });

  const context = await browser.newContext();
  const user = await context.newPage();
  await signIn(user, { email, password, path: `/${withHome}/n/key-accounts` });
  await expect(user).toHaveURL(new RegExp(`/${withHome}/n/key-accounts$`));
  await expect(user.getByRole('heading', { name: 'Key Accounts' })).toBeVisible();
  await expect(user.getByRole('grid', { name: 'Key Accounts' })).toBeVisible();
  // the home menu links the item by its unique name
  await expect(user.getByRole('link', { name: 'Key Accounts' }).first()).toHaveAttribute(
    'href',
    new RegExp(`/${withHome}/n/key-accounts$`),
  );

  await user.goto(`${appUrl('demo')}/${withoutHome}`);
  await expect(user).toHaveURL(new RegExp(`/${withoutHome}/edit/systemuser/${userId}$`));
  await expect(user.getByLabel('Email', { exact: true })).toHaveValue(email);
  await context.close();

  // the demo's administrator sees every app: switch these off again
  for (const id of [homeAppId, bareAppId]) {
    const [app] = (
      await callApi<{ versionnumber: number }[]>(page, '/api/fetch', {
        entity: {
          name: 'inu_app',
          attributes: [{ attribute: 'versionnumber' }],
          filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
        },
      })
    ).body;
    const update = await callApi(page, '/api/update', {
      name: 'inu_app',
      operation: 'update',
      object: { id, versionnumber: app?.versionnumber, statecode: 1 },
    });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
  }
});
