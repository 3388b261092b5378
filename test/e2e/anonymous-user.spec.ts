import { type Browser, expect, type Page, test } from '@playwright/test';
import { anonymousEmail } from '../../api/src/contract/anonymous-user.js';
import { callApi, createUserWithRole, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { demoAdmin, demoPassword, signIn } from './helpers.js';

/**
 * Issue 26 item 5 (spec 000 sections 2, 6): the fixed anonymous user is recognised by its
 * email, and its profile popup is the login form, through which a real user signs in.
 */
const password = 'anonymous visitor 26';

/** The demo organisation's anonymous user (made once, its password set on every run). */
async function ensureAnonymousUser(page: Page): Promise<void> {
  const [existing] = await fetchRows<{ id: string }>(page, {
    entity: {
      name: 'systemuser',
      attributes: [{ attribute: 'id' }],
      filter: { conditions: [{ attribute: 'emailaddress', operator: 'eq', value: anonymousEmail }] },
    },
  });
  if (!existing) {
    await createUserWithRole(page, {
      name: 'Anonymous',
      email: anonymousEmail,
      password,
      role: 'salesperson',
    });
    return;
  }
  const { status } = await callApi(
    page,
    '/api/changepassword',
    { newPassword: password, userId: existing.id },
    { form: true },
  );
  expect(status).toBe(200);
}

async function anonymousPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // the shared signIn helper waits for a profile menu, which the anonymous user has not
  await page.goto(`${appUrl('demo')}/login`);
  await page.getByLabel('Email').fill(anonymousEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  return { page, close: () => context.close() };
}

test('the anonymous user gets the login form in the profile popup and signs in through it', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await ensureAnonymousUser(page);
  const visitor = await anonymousPage(browser);
  try {
    const anonymous = visitor.page;
    // no profile menu for the anonymous user: a sign-in button in its place
    await expect(anonymous.getByRole('button', { name: /^Profile of / })).toHaveCount(0);
    await anonymous.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = anonymous.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    // the organisation is the one of the page: the form does not ask for it
    await expect(dialog.getByLabel('Organization')).toHaveCount(0);
    await expect(dialog.getByRole('menuitem', { name: 'Logout' })).toHaveCount(0);
    await dialog.getByLabel('Email').fill(demoAdmin.email);
    await dialog.getByLabel('Password', { exact: true }).fill(demoPassword());
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    // the page starts again as the signed-in user, with the ordinary profile menu
    await anonymous.getByRole('button', { name: `Profile of ${demoAdmin.name}` }).click();
    await expect(anonymous.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('an ordinary user keeps the profile menu', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: `Profile of ${demoAdmin.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
});
