import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { appUrl } from './e2e-state.js';

export const demoAdmin = { email: 'admin@example.com', name: 'Demo Administrator' };

export function demoPassword(): string {
  const password = process.env.STRATA_E2E_DEMO_PASSWORD;
  if (!password)
    throw new Error('STRATA_E2E_DEMO_PASSWORD is not set: run the tests through `npx playwright test`');
  return password;
}

/**
 * Access tokens this worker got from the login page, per organisation, email and password.
 * Signing in through the page costs a second or two (the deliberately slow password hash, the
 * first user context), and most tests only need to be signed in: a later signIn of the same
 * user hands the page the token the app would have kept (sessionStorage, access-token.ts).
 */
const workerTokens = new Map<string, string>();

/** How long a page may take to show the signed-in shell (a test's own assertions wait 10 s). */
const signedInTimeout = 30_000;

/**
 * Signs in through the real login page of an organisation's sub-domain (once per worker and
 * user); `fresh` makes a session of its own (a second browser of the same user), not kept for others.
 */
export async function signIn(
  page: Page,
  options: { organization?: string; email?: string; password?: string; path?: string; fresh?: boolean } = {},
): Promise<void> {
  const organization = options.organization ?? 'demo';
  const email = options.email ?? demoAdmin.email;
  const password = options.password ?? demoPassword();
  const key = `${organization}\n${email}\n${password}`;
  const token = options.fresh ? undefined : workerTokens.get(key);
  if (token && (await openWithToken(page, organization, token, options.path))) return;
  if (!options.fresh) workerTokens.delete(key);
  const query = options.path ? `?returnUrl=${encodeURIComponent(options.path)}` : '';
  await page.goto(`${appUrl(organization)}/login${query}`);
  await fillSignInEmail(page.getByLabel('Email'), email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // the first user context of a fresh organisation (its metadata caches are cold) can take
  // many seconds on a busy 2-core CI machine: a generous wait, for this one specific state
  await expect(page.getByRole('button', { name: /^Profile of / })).toBeVisible({ timeout: signedInTimeout });
  await shellSettled(page);
  const signedIn = await page.evaluate(() => sessionStorage.getItem('strata.session'));
  if (signedIn && !options.fresh) workerTokens.set(key, signedIn);
}

/**
 * Types an email into a sign-in form. With offline mode on, the form fills in the last offline
 * email when IndexedDB answers; landing between Playwright's select-all and its typing, that
 * made "a@x.comb@x.com". Fills until the field holds exactly `email`.
 */
export async function fillSignInEmail(field: Locator, email: string): Promise<void> {
  await expect(async () => {
    await field.fill(email);
    await expect(field).toHaveValue(email, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
}

/**
 * Signs `page` in as signIn does, but when this worker already holds the user's session it puts
 * the session in the tab on the organisation's origin (a small static file of the app's, so API
 * calls and Web Storage work) without opening the app: no home dashboard is drawn and queried
 * only for the test to go elsewhere. For a test whose next steps seed by API and then open the
 * page they test (page.goto). A session ended since (a test signed out) signs in afresh.
 */
export async function signInWithoutOpening(
  page: Page,
  options: { organization?: string; email?: string; password?: string } = {},
): Promise<void> {
  const organization = options.organization ?? 'demo';
  const key = `${organization}\n${options.email ?? demoAdmin.email}\n${options.password ?? demoPassword()}`;
  const token = workerTokens.get(key);
  if (token) {
    await giveTokenOnce(page, token);
    await page.goto(`${appUrl(organization)}/manifest.webmanifest`);
    const status = await page.evaluate(
      async (value) =>
        (await fetch('/api/getusercontext', { method: 'POST', headers: { 'access-token': value } })).status,
      token,
    );
    if (status === 200) return;
    workerTokens.delete(key);
  }
  await signIn(page, options);
}

/**
 * Puts `token` in the tab's sessionStorage before the app's code runs, once per page, so a
 * later sign-out in the test stays signed out.
 */
async function giveTokenOnce(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('strata.e2e.token-given')) return;
    sessionStorage.setItem('strata.e2e.token-given', '1');
    sessionStorage.setItem('strata.session', value);
  }, token);
}

/**
 * Opens `path` with a token an earlier test got; false when the session has ended since (a test
 * signed it out) and the app asks to sign in. The token is put in place once per page, before
 * the app's code runs, so a later sign-out in the test stays signed out.
 */
async function openWithToken(page: Page, organization: string, token: string, path = '/'): Promise<boolean> {
  await giveTokenOnce(page, token);
  await page.goto(`${appUrl(organization)}${path}`);
  const profile = page.getByRole('button', { name: /^Profile of / });
  const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(profile.or(signInButton).first()).toBeVisible({ timeout: signedInTimeout });
  if (!(await profile.isVisible())) return false;
  await shellSettled(page);
  return true;
}

/**
 * Waits until the shell has settled (`<html data-shell="settled">`, shell/use-settled-signal.ts):
 * the user context is in and the first redirect of the app's address is done, so what a test
 * clicks next stays on screen. Every helper that opens a signed-in page waits for it.
 */
export async function shellSettled(page: Page): Promise<void> {
  await expect(page.locator('html[data-shell="settled"]')).toBeAttached({ timeout: signedInTimeout });
}

/** Quoted-printable soft breaks and escapes, as nodemailer writes text parts. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link of the newest mail to `to` in the app's outbox, waiting for it to arrive. */
export async function linkFromOutbox(to: string, after: number, pattern = /https?:\/\/\S+/): Promise<string> {
  const outbox = process.env.STRATA_E2E_OUTBOX;
  if (!outbox) throw new Error('STRATA_E2E_OUTBOX is not set');
  const safeTo = to.replace(/[^a-z0-9@._-]/gi, '_');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = existsSync(outbox)
      ? readdirSync(outbox)
          .filter((file) => file.endsWith(`${safeTo}.eml`))
          .map((file) => path.join(outbox, file))
          .filter((file) => readFileSync(file).length > 0)
      : [];
    const fresh = files.filter((file) => statSync(file).mtimeMs >= after - 1000);
    const newest = fresh.sort().at(-1);
    if (newest) {
      const link = pattern.exec(decodeQuotedPrintable(readFileSync(newest, 'utf8')))?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} arrived in ${outbox}`);
}

/**
 * Clicks a title-bar command of the screen titled `title`: its button, or, when the bar has
 * folded it into its overflow menu, the menu's item.
 */
export async function titleBarCommand(page: Page, title: string, name: string): Promise<void> {
  const bar = page.getByRole('toolbar', { name: `Commands: ${title}` });
  const button = bar.getByRole('button', { name, exact: true });
  const more = bar.getByRole('button', { name: 'More commands' });
  await expect(button.or(more).first()).toBeVisible();
  if (await button.isVisible()) await button.click();
  else {
    await more.click();
    await page.getByRole('menuitem', { name }).click();
  }
}

/**
 * Follows an item of the header menu: a link when it fits the bar, else the entry in the More
 * menu (HeaderMenu folds what does not fit at the window's width).
 */
export async function openMenuItem(page: Page, name: string): Promise<void> {
  // an app's bare address first moves on to its first menu item: click after that, or the move
  // would undo the click
  await shellSettled(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  const link = menu.getByRole('link', { name, exact: true });
  if (await link.isVisible()) {
    await link.click();
    return;
  }
  await menu.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Expects an item in the header menu: a link in the bar, or an entry of the More menu (closed again). */
export async function expectMenuItem(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(async () => {
    if (await menu.getByRole('link', { name, exact: true }).isVisible()) return;
    await menu.getByRole('button', { name: 'More' }).click({ timeout: 2000 });
    const entry = page.getByRole('menuitem', { name, exact: true });
    const found = await entry.isVisible();
    await page.keyboard.press('Escape');
    expect(found).toBe(true);
  }).toPass({ timeout: 10_000 });
}

/** The list's view picker: a menu button named "View: {current view}", its view's name in data-view. */
export const viewPicker = (page: Page) => page.getByRole('button', { name: /^View: / });

/** Chooses a list view by its name (not its label) in the view picker's menu. */
export async function chooseView(page: Page, name: string): Promise<void> {
  await viewPicker(page).click();
  await page.locator(`[role="menuitemradio"][data-value="${name}"]`).click();
  await expect(viewPicker(page)).toHaveAttribute('data-view', name);
}
