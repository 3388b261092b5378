import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { createRecord, createUserWithRole, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/** Offline mode in this browser tab (the setting the installed app does not need), before the app loads. */
export async function offlineInBrowser(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (location.protocol === 'http:') localStorage.setItem('strata.offline.inBrowser', '1');
  });
}

/** Profile menu > Go Offline with the default choice; answers once the page reloaded offline. */
export async function goOffline(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Profile of / }).click();
  await page.getByRole('menuitem', { name: 'Go Offline' }).click();
  const choose = page.getByRole('dialog', { name: 'Go Offline' });
  await expect(choose.getByRole('checkbox', { name: 'Accounts' })).toBeChecked();
  await choose.getByRole('button', { name: 'Take offline' }).click();
  await expect(page.getByRole('dialog', { name: 'Synchronizing' })).toBeVisible();
  // when everything arrived the page reloads working offline
  await page.waitForEvent('load', { timeout: 60_000 });
  // the page is controlled by the service worker, whose precache holds the app
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Saves the open form and waits for it to say so (offline: into the cache and the queue). */
export async function saveForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
}

/** Back online, out of offline mode, signed in afresh (for the test's clean-up calls). */
export async function backOnline(page: Page, credentials: { email?: string; password?: string } = {}) {
  await page.context().setOffline(false);
  await page.goto(`${appUrl('demo')}/login`);
  await page.evaluate(() => localStorage.removeItem('strata.offline.working'));
  await signIn(page, { fresh: true, ...credentials });
}

type Seller = { name: string; email: string; password: string };

/**
 * A salesperson made by the administrator's `page`, in a browser context of their own (service
 * workers on) with offline mode on; the caller closes `context`.
 */
export async function salespersonContext(
  page: Page,
  browser: Browser,
  user: Seller,
): Promise<{ userId: string; context: BrowserContext; seller: Page }> {
  await signIn(page, { fresh: true });
  const userId = await createUserWithRole(page, { ...user, role: 'salesperson' });
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const seller = await context.newPage();
  return { userId, context, seller };
}

/**
 * The seller signs in, makes an account `name` online (its id handed to `created` at once, for
 * the caller's clean-up), goes offline and saves it renamed to "{name} mine": one queued write.
 */
export async function renameOwnAccountOffline(
  seller: Page,
  context: BrowserContext,
  user: Seller,
  name: string,
  created: (id: string) => void,
): Promise<string> {
  await offlineInBrowser(seller);
  await signIn(seller, {
    email: user.email,
    password: user.password,
    fresh: true,
    path: '/sales/list/account',
  });
  const id = await createRecord(seller, 'account', { name });
  created(id);
  await goOffline(seller);
  await context.setOffline(true);
  await seller.goto(`${appUrl('demo')}/sales/edit/account/${id}`);
  await seller.getByRole('textbox', { name: 'Account Name' }).fill(`${name} mine`);
  await saveForm(seller);
  return id;
}

/** With one edit queued: the profile menu says so, and Go Online sends it (the page reloads online). */
export async function goOnlineWithOneQueued(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Profile of / }).click();
  await expect(page.getByRole('menuitem', { name: 'Sync [1 pending]' })).toBeVisible({ timeout: 20_000 });
  const loaded = page.waitForEvent('load', { timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Go Online' }).click();
  await loaded;
}

/** An account's name as the server has it now (read by `page`'s user). */
export async function accountName(page: Page, id: string): Promise<string | undefined> {
  const [row] = await fetchRows<{ name: string }>(page, {
    entity: {
      name: 'account',
      attributes: [{ attribute: 'name' }],
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
    },
  });
  return row?.name;
}
