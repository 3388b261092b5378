import { expect, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';
import { linkFromOutbox, signIn } from './helpers.js';

test.describe('session behaviour', () => {
  test('live changes raise objectChanged events in the open app', async ({ page }) => {
    await signIn(page);
    const received = await page.evaluate(async () => {
      const token = sessionStorage.getItem('strata.session') ?? '';
      const changed = new Promise<string>((resolve) =>
        window.addEventListener('objectChanged:account', () => resolve('account'), { once: true }),
      );
      // the stream opens after load; write until its event arrives (at most 10 s)
      for (let attempt = 0; attempt < 20; attempt++) {
        await fetch('/api/update', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'access-token': token },
          body: JSON.stringify({ operation: 'create', name: 'account', object: { name: `Live ${attempt}` } }),
        });
        const winner = await Promise.race([
          changed,
          new Promise((resolve) => setTimeout(() => resolve(''), 500)),
        ]);
        if (winner) return winner;
      }
      return 'none';
    });
    expect(received).toBe('account');
  });

  test('a metadata change reaches the open app without a reload', async ({ page }) => {
    const name = `e2e_${Date.now().toString(36)}`;
    // opened by the sign-in itself: a path pushed afterwards could lose to the shell's own
    // first navigation to the home item, which on a slow machine lands later
    await signIn(page, { path: `/sales/list/${name}` });
    await expect(page.getByRole('heading', { name: `Object not found: ${name}` })).toBeVisible();
    const status = await page.evaluate(async (logicalName) => {
      const response = await fetch('/api/metadata/objects', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'access-token': sessionStorage.getItem('strata.session') ?? '',
        },
        body: JSON.stringify({
          logicalName,
          displayName: 'Gadget',
          displayNamePlural: 'Gadgets',
          type: 'standard',
          properties: [],
        }),
      });
      return response.status;
    }, name);
    expect(status).toBe(201);
    // the inu_metadata change event makes the shell reload its metadata
    await expect(page.getByRole('heading', { name: 'Gadgets' })).toBeVisible({ timeout: 15_000 });
  });

  test('a new user without a password chooses one from a magic link', async ({ page }) => {
    await signIn(page);
    const email = `new${Date.now().toString(36)}@example.com`;
    const created = await page.evaluate(async (address) => {
      const response = await fetch('/api/update', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'access-token': sessionStorage.getItem('strata.session') ?? '',
        },
        body: JSON.stringify({
          operation: 'create',
          name: 'systemuser',
          object: { name: 'Nina Newcomer', emailaddress: address },
        }),
      });
      return response.ok;
    }, email);
    expect(created).toBe(true);

    await page.getByRole('button', { name: /^Profile of / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByLabel('Email').fill(email);
    const sentAt = Date.now();
    await page.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(page.getByRole('heading', { name: 'Link Sent' })).toBeVisible();
    await page.goto(await linkFromOutbox(email, sentAt, /https?:\/\/\S+\/magic\?\S+/));
    await expect(page.getByRole('heading', { name: 'Choose a password' })).toBeVisible();
    await page.getByLabel('New password').fill('nina password one');
    await page.getByLabel('Confirm password').fill('nina password two');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
    await page.getByLabel('Confirm password').fill('nina password one');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText('Password Changed')).toBeVisible();
    // no role yet, so no app: the shell says so
    await expect(page.getByRole('heading', { name: 'No apps yet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Profile of Nina Newcomer' })).toBeVisible();
  });
});

for (const [locale, signInLabel, logoutLabel] of [
  ['sk-SK', 'Prihlásiť sa', 'Odhlásiť sa'],
  ['cs-CZ', 'Přihlásit se', 'Odhlásit se'],
  ['de-DE', 'Anmelden', 'Abmelden'],
] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test('the browser language picks the texts, from login to logout', async ({ page }) => {
      await page.goto(`${appUrl('demo')}/login`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expect(page.getByRole('button', { name: signInLabel, exact: true })).toBeDisabled();
      await page.getByLabel('E-mail').fill('admin@example.com');
      await page.locator('input[name=password]').fill(process.env.STRATA_E2E_DEMO_PASSWORD ?? '');
      await page.getByRole('button', { name: signInLabel, exact: true }).click();
      await page.locator('.avatar').click();
      await page.getByRole('menuitem', { name: logoutLabel }).click();
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
