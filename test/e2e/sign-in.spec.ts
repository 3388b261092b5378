import { expect, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';
import { demoAdmin, demoPassword, expectMenuItem, linkFromOutbox, signIn } from './helpers.js';

test.describe('signing in and out', () => {
  test('an anonymous visitor is sent to the login page and comes back after signing in', async ({ page }) => {
    await page.goto(`${appUrl('demo')}/!/list/account`);
    await expect(page).toHaveURL(/\/login\?returnUrl=%2F!%2Flist%2Faccount$/);
    const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword());
    await signInButton.click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/sales\/list\/account$/);
    await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  });

  test('the login page and signing in log no console errors, and offer no unconfigured provider', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${appUrl('demo')}/!/list/account`);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    // the e2e server has no identity provider set up: no button leads to 'not set up'
    await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('sign in lands on the first menu item, logout returns to the login page', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/sales\/dashboard\/sales$/, { timeout: 15_000 });
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Accounts' })).toBeVisible();
    // at this width the later groups may sit in the More menu
    await expectMenuItem(page, 'Opportunities');
    await page.getByRole('button', { name: /^Profile of Demo Administrator/ }).click();
    await expect(page.getByRole('menu')).toContainText(demoAdmin.email);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // the session is gone on the server too: the app sends us back to login
    await page.goto(`${appUrl('demo')}/!/`);
    await expect(page).toHaveURL(/\/login/);
  });

  test('signing in again right after a logout opens the app', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: /^Profile of / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(demoAdmin.email);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/sales\/dashboard\/sales$/, { timeout: 15_000 });
    await expect(
      page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Accounts' }),
    ).toBeVisible();
  });

  test('the bare domain asks for the organisation and remembers it', async ({ page }) => {
    await page.goto(`${appUrl()}/login`);
    const organization = page.getByLabel('Organization');
    await expect(organization).toBeVisible();
    await page.getByLabel('Email').fill(demoAdmin.email);
    await organization.fill('demo');
    await page.getByLabel('Password', { exact: true }).fill(demoPassword());
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: /^Profile of / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Organization')).toHaveValue('demo');
  });

  test('a magic link from the outbox signs the user in', async ({ page }) => {
    await page.goto(`${appUrl('demo')}/login`);
    await page.getByLabel('Email').fill(demoAdmin.email);
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByRole('heading', { name: 'Link Sent' })).toBeVisible();
    const link = await linkFromOutbox(demoAdmin.email, sentAt, /https?:\/\/\S+\/magic\?\S+/);
    await page.goto(link);
    await expect(page.getByRole('button', { name: /^Profile of / })).toBeVisible();
    await expect(page).toHaveURL(/\/sales\//);
    // a used link cannot sign in again
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('ERR_MAGIC_BROKEN')).toBeVisible();
  });
});
