import { expect, type Page, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';
import { demoAdmin, demoPassword, signIn } from './helpers.js';

/** The offline accounts kept in this browser (web/src/offline/accounts/accounts-db.ts). */
function storedAccounts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('strata-offline-accounts');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('accounts')) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction('accounts').objectStore('accounts').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

test.describe('offline sign-in set-up (issue 27)', () => {
  test('an online sign-in with offline mode on keeps the PBKDF2 hash, signing out wipes it', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('strata.offline.inBrowser', '1'));
    await signIn(page, { fresh: true });
    await expect.poll(async () => (await storedAccounts(page)).length).toBe(1);
    const [account] = (await storedAccounts(page)) as Record<string, unknown>[];
    expect(account).toMatchObject({
      organization: 'demo',
      email: demoAdmin.email,
      failedAttempts: 0,
      password: { algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 100_000, bits: 256 },
    });
    expect(JSON.stringify(account)).not.toContain(demoPassword());
    // the sign-in form starts with the last email (spec 000 section 9, desktop wrapper)
    const another = await page.context().newPage();
    await another.goto(`${appUrl('demo')}/login`);
    await expect(another.getByLabel('Email')).toHaveValue(demoAdmin.email);
    await another.close();

    await page.getByRole('button', { name: /^Profile of / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await storedAccounts(page)).toEqual([]);
  });

  test('without offline mode a sign-in keeps no offline hash', async ({ page }) => {
    await signIn(page, { fresh: true });
    expect(await storedAccounts(page)).toEqual([]);
  });
});

test('Cancel in the Synchronizing dialog keeps the app online', async ({ page }) => {
  await page.addInitScript(() => {
    if (location.protocol === 'http:') localStorage.setItem('strata.offline.inBrowser', '1');
  });
  await signIn(page, { fresh: true });
  // a slow server: no page of records arrives until the user has pressed Cancel
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/fetch', async (route) => {
    await held;
    // the cancelled take may have dropped the request meanwhile
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('button', { name: /^Profile of / }).click();
  await page.getByRole('menuitem', { name: 'Go Offline' }).click();
  await page
    .getByRole('dialog', { name: 'Go Offline' })
    .getByRole('button', { name: 'Take offline' })
    .click();
  const sync = page.getByRole('dialog', { name: 'Synchronizing' });
  await expect(sync.getByRole('progressbar', { name: 'Accounts' })).toBeVisible();
  await sync.getByRole('button', { name: 'Cancel' }).click();
  release();
  await expect(sync.getByText('Cancelled: the app stays online.')).toBeVisible();
  await sync.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /^Profile of / }).click();
  await expect(page.getByRole('menuitem', { name: 'Go Offline' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Go Online' })).toHaveCount(0);
});
