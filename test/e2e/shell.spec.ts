import { expect, type Page, type Route, test } from '@playwright/test';
import { createUserWithRole } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { demoAdmin, demoPassword, signIn, signInWithoutOpening } from './helpers.js';

test.describe('the app shell', () => {
  test('switches apps, rewrites unknown app ids and shows Page not found', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Sales' }).click();
    const apps = page.getByRole('navigation', { name: 'Apps' });
    await expect(apps.getByRole('link')).toHaveText(['Sales', 'Field Service', 'Customize']);
    await apps.getByRole('link', { name: 'Field Service' }).click();
    await expect(page).toHaveURL(/\/service\/list\/workorder$/);
    await expect(page.getByRole('heading', { name: 'Work Orders' })).toBeVisible();

    // `!` is the remembered app now
    await page.goto(`${appUrl('demo')}/!/`);
    await expect(page).toHaveURL(/\/service\/list\/workorder$/);
    // an unknown app id becomes the first app
    await page.goto(`${appUrl('demo')}/nosuchapp/list/account`);
    await expect(page).toHaveURL(/\/sales\/list\/account$/);
    // an unknown path inside an app
    await page.goto(`${appUrl('demo')}/sales/no/such/page`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/sales/no/such/page')).toBeVisible();
    await expect(page.getByText('Please contact support.')).toBeVisible();
    // an unknown entity
    await page.goto(`${appUrl('demo')}/sales/list/ghost`);
    await expect(page.getByRole('heading', { name: 'Object not found: ghost' })).toBeVisible();
  });

  test('a screen that fails to load shows Something went wrong with the error', async ({ page }) => {
    await signIn(page);
    await page.route(/\/assets\/CacheScreen-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${appUrl('demo')}/sales/cache`);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('TypeError');
  });

  test('menu items that do not fit the header go into a More menu, nothing is cut off', async ({ page }) => {
    await signIn(page, { path: '/customize/' });
    await page.setViewportSize({ width: 900, height: 800 });
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByText('Configure')).toBeVisible();
    await menu.getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('menu', { name: 'More' });
    await expect(more.getByText('Data', { exact: true })).toBeVisible();
    await expect(more.getByRole('menuitem', { name: 'Auto Number' })).toBeVisible();
    // the bar itself never scrolls or cuts a link
    const clipped = await menu.evaluate((nav) => nav.scrollWidth > nav.clientWidth + 1);
    expect(clipped).toBe(false);
    await more.getByRole('menuitem', { name: 'Auto Number' }).click();
    await expect(page).toHaveURL(/\/customize\/list\/inu_autonumber$/);
    // wider again: more items come back into the bar (other specs add entities to this menu, so
    // not necessarily all of them)
    const inBar = await menu.getByRole('link').count();
    await page.setViewportSize({ width: 1920, height: 800 });
    await expect.poll(() => menu.getByRole('link').count()).toBeGreaterThan(inBar);
  });

  test('language and theme switches persist across reloads', async ({ page }) => {
    await signIn(page);
    const profile = page.getByRole('button', { name: /^Profile of / });
    await profile.click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: /^Profil von / }).click();
    await page.getByRole('menuitemradio', { name: 'Dunkler Modus' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: /^Profil von / }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dunkler Modus' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
    // back to light and English for the palette check
    await page.getByRole('menuitemradio', { name: 'Heller Modus' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(246, 247, 249)');
  });

  test('the language on the user record applies until the user picks one on the device', async ({
    page,
    browser,
  }) => {
    // three sign-ins, each with the deliberately slow password hash
    test.slow();
    await signIn(page);
    const suffix = Date.now().toString(36);
    const email = `lang${suffix}@example.com`;
    const password = `language password ${suffix}`;
    await createUserWithRole(page, {
      name: `Lena ${suffix}`,
      email,
      password,
      role: 'salesperson',
      more: { language: 'de' },
    });

    // an English browser, no choice on the device yet: her record's German applies
    const context = await browser.newContext({ locale: 'en-US' });
    const lena = await context.newPage();
    await lena.goto(`${appUrl('demo')}/login`);
    await lena.getByLabel('Email').fill(email);
    await lena.getByLabel('Password', { exact: true }).fill(password);
    await lena.getByRole('button', { name: 'Sign in', exact: true }).click();
    // the deliberately slow password hash and the first user context come first (as in signIn)
    await expect(lena.locator('html')).toHaveAttribute('lang', 'de', { timeout: 15_000 });
    await expect(lena.getByRole('button', { name: /^Profil von / })).toBeVisible();
    // the next start opens in German at once; signing out forgets it for the next person
    await lena.reload();
    await expect(lena.locator('html')).toHaveAttribute('lang', 'de');
    await lena.getByRole('button', { name: /^Profil von / }).click();
    await lena.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(lena).toHaveURL(/\/login/);
    await expect(lena.locator('html')).toHaveAttribute('lang', 'en');
    await lena.getByLabel('Email').fill(email);
    await lena.getByLabel('Password', { exact: true }).fill(password);
    await lena.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(lena.getByRole('button', { name: /^Profil von / })).toBeVisible({ timeout: 15_000 });
    // her own pick on the device wins from then on
    await lena.getByRole('button', { name: /^Profil von / }).click();
    await lena.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(lena.locator('html')).toHaveAttribute('lang', 'en');
    await lena.reload();
    await expect(lena.getByRole('button', { name: /^Profile of / })).toBeVisible();
    await expect(lena.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('a screen whose code is still loading shows a progress bar, then the screen', async ({ page }) => {
    await signIn(page, { path: '/sales/dashboard/sales' });
    // the list screen's code takes a while to arrive
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/ListScreen-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Accounts' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading…' })).toHaveCount(0);
  });

  test('the mobile header shows four items and opens the full menu', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await signIn(page);
    const header = page.getByRole('navigation', { name: 'Menu' });
    await expect(header.getByRole('link')).toHaveCount(4);
    await page.getByRole('button', { name: 'Open the full menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sales' });
    await expect(dialog.getByRole('link', { name: 'Products' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Invoices' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/sales\/list\/invoice$/);
  });

  test('menus work before their code has arrived: a press opens on arrival, the focus stays', async ({
    page,
  }) => {
    // the menu code is fetched on the first pointer move or key; hold it back to see both cases
    let gate = Promise.resolve();
    let release = () => {};
    const hold = () => {
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    await page.route(/\/assets\/RadixMenu-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    hold();
    await signIn(page);
    const profile = page.getByRole('button', { name: /^Profile of / });
    const reminders = page.getByRole('button', { name: /^Reminders and mentions/ });
    await expect(profile).toHaveAttribute('aria-haspopup', 'menu');
    await reminders.click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();
    await expect(page.getByRole('menu', { name: 'Reminders and mentions' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    // a keyboard user on a trigger when the code arrives keeps the focus there
    hold();
    await page.reload();
    await profile.focus();
    await page.keyboard.press('Shift');
    release();
    await expect(profile).toHaveAttribute('data-state', 'closed');
    await expect(profile).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
  });

  test('a lost session raises the logged-out popup, and signing in there removes it', async ({ page }) => {
    // a path of its own, not '/': a path pushed below could lose to the shell's first
    // navigation to the home item, which on a slow machine lands later
    await signIn(page, { path: '/sales/list/account' });
    await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('strata.session'));
    expect(token).toBeTruthy();
    // the session ends elsewhere (expired, or ended from the Sessions list)
    const ended = await page.evaluate(
      async (value) =>
        (await fetch('/api/logout', { method: 'POST', headers: { 'access-token': value ?? '' } })).ok,
      token,
    );
    expect(ended).toBe(true);
    // move inside the app without reloading: the next call answers 401
    await page.evaluate(() => {
      window.history.pushState(null, '', '/sales/cache');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const popup = page.getByRole('alertdialog', { name: 'You were logged out due to inactivity' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Back to Login' })).toBeVisible();
    await expect(popup.getByLabel('Email')).toHaveValue(demoAdmin.email);
    await popup.getByLabel('Password', { exact: true }).fill(demoPassword());
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(popup).toBeHidden({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText(demoAdmin.email);
  });

  test('a session ended elsewhere raises the popup by itself: the live stream notices', async ({ page }) => {
    // the stream is open once its answer has begun (the server holds the session's subscription)
    const streamOpen = page.waitForResponse(/\/api\/events\?token=/);
    await signIn(page);
    await streamOpen;
    const token = await page.evaluate(() => sessionStorage.getItem('strata.session'));
    await page.evaluate(
      async (value) => fetch('/api/logout', { method: 'POST', headers: { 'access-token': value ?? '' } }),
      token,
    );
    // no click, no navigation: the server ends the stream and the app asks for a new one
    await expect(
      page.getByRole('alertdialog', { name: 'You were logged out due to inactivity' }),
    ).toBeVisible();
  });

  test('someone else signing in from the logged-out popup gets a fresh page', async ({ page }) => {
    await signInWithoutOpening(page);
    const suffix = Date.now().toString(36);
    const email = `other${suffix}@example.com`;
    const password = `other password ${suffix}`;
    await createUserWithRole(page, { name: `Olga ${suffix}`, email, password, role: 'salesperson' });
    await page.goto(`${appUrl('demo')}/sales/edit/account/0`);
    const draft = `Admin draft ${suffix}`;
    await page.getByLabel('Account Name').fill(draft);
    const token = await page.evaluate(() => sessionStorage.getItem('strata.session'));
    const release = await holdBackgroundRequests(page);
    await page.evaluate(
      async (value) => fetch('/api/logout', { method: 'POST', headers: { 'access-token': value ?? '' } }),
      token,
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'The record was not saved' })
      .getByRole('button', { name: 'OK' })
      .click();
    await release();
    const popup = page.getByRole('alertdialog', { name: 'You were logged out due to inactivity' });
    await popup.getByLabel('Email').fill(email);
    await popup.getByLabel('Password', { exact: true }).fill(password);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    // a fresh page load after the deliberately slow password check: slow on a busy machine
    await expect(page.getByRole('button', { name: `Profile of Olga ${suffix}` })).toBeVisible({
      timeout: 15_000,
    });
    // the administrator's draft is gone: the page was loaded afresh at the app's start
    await expect(page).not.toHaveURL(/\/edit\/account\/0$/);
    await expect(page.getByText(draft)).toHaveCount(0);
    await expect(page.locator(`input[value="${draft}"]`)).toHaveCount(0);
  });

  test('unsaved edits survive a lost session: sign in from the popup, then save them', async ({ page }) => {
    await signIn(page, { path: '/sales/edit/account/0' });
    const name = `Kept ${Date.now().toString(36)}`;
    await page.getByLabel('Account Name').fill(name);
    await page.getByLabel('Main Phone').fill('+421 900 555 000');
    const token = await page.evaluate(() => sessionStorage.getItem('strata.session'));
    const release = await holdBackgroundRequests(page);
    await page.evaluate(
      async (value) => fetch('/api/logout', { method: 'POST', headers: { 'access-token': value ?? '' } }),
      token,
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const notSaved = page.getByRole('alertdialog', { name: 'The record was not saved' });
    await expect(notSaved).toContainText('Please sign in.');
    await notSaved.getByRole('button', { name: 'OK' }).click();
    await release();
    const popup = page.getByRole('alertdialog', { name: 'You were logged out due to inactivity' });
    await expect(popup).toBeVisible();
    await popup.getByLabel('Password', { exact: true }).fill(demoPassword());
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(popup).toBeHidden({ timeout: 15_000 });
    // the form was not reloaded under the user: what they typed is still there
    await expect(page.getByLabel('Account Name')).toHaveValue(name);
    await expect(page.getByLabel('Main Phone')).toHaveValue('+421 900 555 000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/sales\/edit\/account\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Account: ${name}` })).toBeVisible();
  });
});

/**
 * Holds the page's background requests (the live stream's token, the badge's and the metadata
 * check's polls, refreshes announced by other specs' changes) until `release`, so the first 401
 * the page meets is the test's own Save; otherwise one of them raises the popup first.
 */
async function holdBackgroundRequests(page: Page): Promise<() => Promise<void>> {
  const passing = new Set(['/api/logout', '/api/update', '/api/executemultiple']);
  const handler = (route: Route) =>
    passing.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort();
  await page.route('**/api/**', handler);
  return () => page.unroute('**/api/**', handler);
}
