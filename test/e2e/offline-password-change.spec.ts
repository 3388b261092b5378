import { expect, type Page, test } from '@playwright/test';
import { callApi, deleteRecords } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import {
  accountName,
  goOnlineWithOneQueued,
  renameOwnAccountOffline,
  salespersonContext,
} from './offline-steps.js';

// the app's code must load with the network off: the service worker, which other specs block
test.use({ serviceWorkers: 'allow' });

/**
 * The names in the offline queue, opened as the app would with `password`: the account's data
 * key unwrapped with a key derived from it (PBKDF2, the wrapped key's own salt), each queued
 * write decrypted (AES-GCM). Fails when the password does not open the key.
 */
function queuedNames(page: Page, password: string): Promise<string[]> {
  return page.evaluate(async (secret) => {
    const bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const all = <T>(db: IDBDatabase, store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result as T[]);
        request.onerror = () => reject(request.error);
      });
    type Wrapped = { salt: string; iterations: number; iv: string; data: string };
    const accounts = await open('strata-offline-accounts');
    const [account] = await all<{ dataKey: Wrapped }>(accounts, 'accounts');
    accounts.close();
    if (!account) throw new Error('no offline account');
    const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'PBKDF2', false, [
      'deriveKey',
    ]);
    const wrapper = await crypto.subtle.deriveKey(
      {
        name: 'PBKDF2',
        hash: 'SHA-256',
        salt: bytes(account.dataKey.salt),
        iterations: account.dataKey.iterations,
      },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['unwrapKey'],
    );
    const key = await crypto.subtle.unwrapKey(
      'raw',
      bytes(account.dataKey.data),
      wrapper,
      { name: 'AES-GCM', iv: bytes(account.dataKey.iv) },
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    );
    const dataName = (await indexedDB.databases()).find((info) =>
      info.name?.startsWith('strata-offline-data-'),
    )?.name;
    const data = await open(dataName ?? '');
    const queue = await all<{ sealed: { iv: string; data: string } }>(data, 'queue');
    data.close();
    const names: string[] = [];
    for (const item of queue) {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes(item.sealed.iv) },
        key,
        bytes(item.sealed.data),
      );
      names.push(String(JSON.parse(new TextDecoder().decode(plain)).object.name));
    }
    return names;
  }, password);
}

test('a password changed online while edits wait keeps them: the sign-in again re-locks the cache, Sync sends them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const user = {
    name: `Offline Renamer ${tag}`,
    email: `offline-renamer-${tag}@example.com`,
    password: `first password ${tag}`,
  };
  const newPassword = `second password ${tag}`;
  const name = `Kept ${tag}`;
  const { userId, context: sellerContext, seller } = await salespersonContext(page, browser, user);
  let id = '';
  try {
    await renameOwnAccountOffline(seller, sellerContext, user, name, (created) => {
      id = created;
    });

    // meanwhile the password is changed online (which ends the seller's session)
    const changed = await callApi(page, '/api/changepassword', { newPassword, userId }, { form: true });
    expect(changed.status).toBe(200);

    // back online, Sync needs the session: the logged-out popup (raised by Sync, or by any call
    // of the app that meets the ended session first) signs in with the new password
    await sellerContext.setOffline(false);
    const popup = seller.getByRole('alertdialog', { name: 'You were logged out due to inactivity' });
    const sync = seller.getByRole('dialog', { name: 'Synchronizing' });
    let syncPressed = false;
    await expect(async () => {
      if (await popup.isVisible()) return;
      await seller.getByRole('button', { name: /^Profile of / }).click({ timeout: 2_000 });
      await seller.getByRole('menuitem', { name: 'Sync [1 pending]' }).click({ timeout: 2_000 });
      syncPressed = true;
      await expect(popup).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    // a Sync that was pressed met the ended session too and stopped, the edit still queued: seen
    // before signing in, so that it cannot send the edit with the new session instead
    if (syncPressed) await expect(sync.getByRole('alert')).toContainText('Sync stopped:');
    await popup.getByLabel('Password', { exact: true }).fill(newPassword);
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(popup).toBeHidden({ timeout: 15_000 });
    if (syncPressed) await sync.getByRole('button', { name: 'Close' }).click();
    await expect(sync).toBeHidden();

    // the cache was re-locked at once with the key this tab held: nothing to ask
    await expect(seller.getByRole('alertdialog', { name: 'Your password was changed' })).toBeHidden();

    // the queue on the device now opens with the new password (its key wrapped anew), and
    // still holds the edit
    await expect(async () => {
      expect(await queuedNames(seller, newPassword)).toEqual([`${name} mine`]);
    }).toPass({ timeout: 15_000 });

    // a second window opened with the network off (this tab's token copied to it) signs in with
    // the new password and works on the cache, not on the request that failed before that
    await sellerContext.setOffline(true);
    const later = await sellerContext.newPage();
    await later.goto(`${appUrl('demo')}/sales/list/account`);
    await expect(later.getByRole('heading', { name: 'Sign in offline' })).toBeVisible();
    await later.getByLabel('Password').fill(newPassword);
    await later.getByRole('button', { name: 'Sign in offline' }).click();
    // other recent accounts are cached too: the search (run on the cache) finds this one
    await later.getByRole('searchbox', { name: 'Search' }).fill(name);
    // (the whole cache is decrypted for the first list: slow on a busy machine)
    await expect(later.getByRole('gridcell', { name: `${name} minePending sync`, exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await later.close();
    await sellerContext.setOffline(false);

    // the edit goes to the server
    await goOnlineWithOneQueued(seller);
    expect(await accountName(page, id)).toBe(`${name} mine`);
  } finally {
    await sellerContext.close().catch(() => undefined);
    if (id) await deleteRecords(page, 'account', [id]);
  }
});
