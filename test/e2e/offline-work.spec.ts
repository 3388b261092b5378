import { expect, type Page, test } from '@playwright/test';
import { createRecord, deleteRecords } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { demoAdmin, demoPassword, signIn } from './helpers.js';
import { backOnline, goOffline, offlineInBrowser } from './offline-steps.js';

// the app's code must load with the network off: the service worker, which other specs block
test.use({ serviceWorkers: 'allow' });

/** Every value of every IndexedDB database of the page's origin, as one JSON text. */
function rawIndexedDb(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: unknown[] = [];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name ?? '');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of db.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(storeName).objectStore(storeName).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(all.error);
        });
        dump.push({ database: info.name, store: storeName, values });
      }
      db.close();
    }
    return JSON.stringify(dump);
  });
}

/** Signs in with offline mode on in this browser and makes an account of mine to take offline. */
async function prepare(page: Page): Promise<{ name: string; suffix: string; id: string }> {
  await offlineInBrowser(page);
  await signIn(page, { fresh: true, path: '/sales/list/account' });
  const suffix = Date.now().toString(36);
  const name = `Offline Fieldwork ${suffix}`;
  const id = await createRecord(page, 'account', { name, address1_city: 'Kosice' });
  return { name, suffix, id };
}

/** Back online and signed in, the account made for the test goes. */
async function cleanUp(page: Page, id: string): Promise<void> {
  await backOnline(page);
  await deleteRecords(page, 'account', [id]);
}

test.describe('working offline (issue 27)', () => {
  test('go offline, then lists and forms work from the encrypted cache with the network off', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const { name, suffix, id } = await prepare(page);
    const contactName = `Offline Contact ${suffix}`;
    const createdContact = createRecord(page, 'contact', {
      name: contactName,
      lastname: 'Contact',
      accountid: id,
    }).then((contactId) => ({ id: contactId, name: contactName }));
    await createdContact;
    try {
      await goOffline(page);
      await page.getByRole('button', { name: /^Profile of / }).click();
      await expect(page.getByRole('menuitem', { name: 'Go Online' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: /^Sync \[offline since/ })).toBeVisible();
      await page.keyboard.press('Escape');

      await context.setOffline(true);
      await page.reload();
      await page.goto(`${appUrl('demo')}/sales/list/account`);
      await expect(page.getByRole('heading', { name: /Accounts/ })).toBeVisible();
      const grid = page.getByRole('grid', { name: 'Accounts' });
      await expect(grid.getByRole('row')).not.toHaveCount(1);
      // the list's search (a like filter) runs on the cache with the query compiler's semantics
      await page.getByRole('searchbox', { name: 'Search' }).fill(`fieldwork ${suffix}`);
      const cell = grid.getByRole('gridcell', { name, exact: true });
      await expect(cell).toBeVisible();
      await expect(grid.getByRole('row')).toHaveCount(2);
      await cell.click();
      await expect(page).toHaveURL(new RegExp(`/edit/account/${id}$`));
      await expect(page.getByRole('textbox', { name: 'Account Name' })).toHaveValue(name);
      // a lookup searches the cached records of its target (contacts of this account)
      const contact = await createdContact;
      const lookup = page.getByRole('combobox', { name: 'Primary Contact' });
      await lookup.fill(contact.name);
      await page.getByRole('option', { name: contact.name }).click();
      await expect(lookup).toHaveValue(contact.name);
      // a list of an entity that was not taken says so
      await page.goto(`${appUrl('demo')}/sales/list/workorder`);
      await expect(
        page.getByText('Work Orders was not taken offline: go online to see it.').first(),
      ).toBeVisible();

      // the raw IndexedDB content holds no record names
      const raw = await rawIndexedDb(page);
      expect(raw.length).toBeGreaterThan(1000);
      expect(raw).not.toContain(name);
      expect(raw).not.toContain('Kosice');
      expect(raw).not.toContain('Tatra');
    } finally {
      await cleanUp(page, id);
      await deleteRecords(page, 'contact', [(await createdContact).id]);
    }
  });

  test('a new window offline signs in with the offline password: a wrong one is counted', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const { name, suffix, id } = await prepare(page);
    const later = await context.newPage();
    try {
      await goOffline(page);
      // the app closed, the machine without a connection; the app is started again
      await page.close();
      await context.setOffline(true);
      await later.goto(`${appUrl('demo')}/sales/list/account`);
      await expect(later).toHaveURL(/\/login/);
      await expect(later.getByRole('heading', { name: 'Sign in offline' })).toBeVisible();
      // the email of the last online sign-in is filled in
      await expect(later.getByRole('textbox', { name: 'Email' })).toHaveValue(demoAdmin.email);
      await later.getByLabel('Password').fill('not the password');
      await later.getByRole('button', { name: 'Sign in offline' }).click();
      await expect(
        later.getByText('Wrong password. 4 more wrong passwords wipe the offline data'),
      ).toBeVisible();
      await later.getByLabel('Password').fill(demoPassword());
      await later.getByRole('button', { name: 'Sign in offline' }).click();
      await expect(later).toHaveURL(/\/sales\/list\/account$/);
      await later.getByRole('searchbox', { name: 'Search' }).fill(`fieldwork ${suffix}`);
      await expect(later.getByRole('gridcell', { name, exact: true })).toBeVisible();
    } finally {
      await cleanUp(later, id);
    }
  });
});
