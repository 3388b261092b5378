import { expect, type Page, test } from '@playwright/test';
import { createRecord, deleteRecords, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';
import {
  accountName,
  backOnline,
  goOffline,
  offlineInBrowser,
  renameOwnAccountOffline,
  salespersonContext,
  saveForm,
} from './offline-steps.js';

// the app's code must load with the network off: the service worker, which other specs block
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 27's bad input: what the server no longer accepts when the queue comes back, and a
 * device without room. Each is reported to the user with what to do; nothing goes silently.
 */

/** Profile menu > Go Online; answers the Synchronizing dialog. */
async function goOnline(page: Page) {
  await page.getByRole('button', { name: /^Profile of / }).click();
  await page.getByRole('menuitem', { name: 'Go Online' }).click();
  return page.getByRole('dialog', { name: 'Synchronizing' });
}

/** Discards a refused write; with nothing left open the app goes online (a page load). */
async function discard(page: Page, refusal: ReturnType<Page['getByRole']>): Promise<void> {
  const loaded = page.waitForEvent('load', { timeout: 30_000 });
  await refusal.getByRole('button', { name: 'Discard my change' }).click();
  await loaded;
}

/**
 * IndexedDB refuses writes as a full disk does (QuotaExceededError), until undone: every write,
 * or only `add` (the queue's appends), so a disk that fills between the cached row and the queue.
 */
function fillDisk(page: Page, only?: 'add'): Promise<void> {
  return page.evaluate((only) => {
    const store = IDBObjectStore.prototype as unknown as Record<string, unknown>;
    store.realPut ??= store.put;
    store.realAdd ??= store.add;
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    if (only !== 'add') store.put = full;
    store.add = full;
  }, only);
}

function freeDisk(page: Page): Promise<void> {
  return page.evaluate(() => {
    const store = IDBObjectStore.prototype as unknown as Record<string, unknown>;
    if (store.realPut) store.put = store.realPut;
    if (store.realAdd) store.add = store.realAdd;
  });
}

test('the calendar works on the cache; an edit of a record deleted on the server says what to do', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const name = `Gone ${tag}`;
  await offlineInBrowser(page);
  await signIn(page, { fresh: true, path: '/sales/list/account' });
  const id = await createRecord(page, 'account', { name });
  // today 10:00 in the browser's time zone: in the current week's grid
  const start = await page.evaluate(() => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 10, 0).toISOString();
  });
  const activityId = await createRecord(page, 'activity', {
    name: `Visit ${tag}`,
    activitytypecode: 'Meeting',
    iscompleted: false,
    scheduledstart: start,
    scheduledend: new Date(Date.parse(start) + 3_600_000).toISOString(),
  });
  const otherContext = await browser.newContext({ serviceWorkers: 'block' });
  const other = await otherContext.newPage();
  try {
    await goOffline(page);
    await context.setOffline(true);

    // the calendar reads the cached activities
    await page.goto(`${appUrl('demo')}/sales/list/activity?mode=calendar`);
    const calendar = page.getByRole('region', { name: 'Calendar' });
    await calendar.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(calendar.locator('.cal-event', { hasText: `Visit ${tag}` })).toBeVisible();

    await page.goto(`${appUrl('demo')}/sales/edit/account/${id}`);
    await page.getByRole('textbox', { name: 'Account Name' }).fill(`${name} mine`);
    await saveForm(page);

    // meanwhile someone deletes the record on the server
    await signIn(other, { fresh: true });
    await deleteRecords(other, 'account', [id]);

    await context.setOffline(false);
    const sync = await goOnline(page);
    const refusal = sync.getByRole('region', { name: `Not saved: ${name}` });
    await expect(refusal.getByRole('alert')).toHaveText(
      'This record was deleted on the server meanwhile: discard your change (or create the record again online).',
      { timeout: 30_000 },
    );
    await discard(page, refusal);
    expect(
      await fetchRows(other, {
        entity: { name: 'account', filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] } },
      }),
    ).toEqual([]);
  } finally {
    await otherContext.close().catch(() => undefined);
    await backOnline(page);
    await deleteRecords(page, 'account', [id]);
    await deleteRecords(page, 'activity', [activityId]);
  }
});

test('a full device (IndexedDB quota) is reported when taking records and when saving offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const name = `Full Disk ${Date.now().toString(36)}`;
  await offlineInBrowser(page);
  await signIn(page, { fresh: true, path: '/sales/list/account' });
  const id = await createRecord(page, 'account', { name });
  try {
    // taking records: the dialog says what to do and the app stays online
    await fillDisk(page);
    await page.getByRole('button', { name: /^Profile of / }).click();
    await page.getByRole('menuitem', { name: 'Go Offline' }).click();
    await page
      .getByRole('dialog', { name: 'Go Offline' })
      .getByRole('button', { name: 'Take offline' })
      .click();
    const taking = page.getByRole('dialog', { name: 'Synchronizing' });
    await expect(taking.getByRole('alert')).toHaveText(
      'This device has no room left for offline data: take fewer records (a lower "At most") or free disk space, then try again.',
    );
    await taking.getByRole('button', { name: 'Close' }).click();
    await freeDisk(page);

    await goOffline(page);
    await context.setOffline(true);
    await page.goto(`${appUrl('demo')}/sales/edit/account/${id}`);
    // the cached row could still be written, the queue's entry not: the two go in one transaction
    await fillDisk(page, 'add');
    await page.getByRole('textbox', { name: 'Account Name' }).fill(`${name} lost`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page
        .getByText(
          'This device has no room left to keep your change offline: free disk space, or go online and save there. The change was not saved.',
        )
        .first(),
    ).toBeVisible();
    // nothing was queued, and the cache still holds the record as it was
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Account Name' })).toHaveValue(name);
    await page.getByRole('button', { name: /^Profile of / }).click();
    await expect(page.getByRole('menuitem', { name: /^Sync \[offline since/ })).toBeVisible();
    await page.keyboard.press('Escape');
  } finally {
    await backOnline(page);
    await deleteRecords(page, 'account', [id]);
  }
});

test('a write refused for a right lost while offline is shown on its record with the reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const user = {
    name: `Offline Seller ${tag}`,
    email: `offline-seller-${tag}@example.com`,
    password: `offline seller ${tag} pass`,
  };
  const name = `Barred ${tag}`;
  const { userId, context: sellerContext, seller } = await salespersonContext(page, browser, user);
  let id = '';
  try {
    await renameOwnAccountOffline(seller, sellerContext, user, name, (created) => {
      id = created;
    });

    // meanwhile the administrator makes the seller a technician: accounts become read-only
    const roles = await fetchRows<{ id: string }>(page, {
      entity: {
        name: 'inu_userroles',
        attributes: [{ attribute: 'id' }],
        filter: { conditions: [{ attribute: 'systemuserid', operator: 'eq', value: userId }] },
      },
    });
    const [technician] = await fetchRows<{ id: string }>(page, {
      entity: {
        name: 'inu_role',
        attributes: [{ attribute: 'id' }],
        filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'technician' }] },
      },
    });
    await createRecord(page, 'inu_userroles', { roleid: technician?.id, systemuserid: userId });
    await deleteRecords(
      page,
      'inu_userroles',
      roles.map((role) => role.id),
    );

    await sellerContext.setOffline(false);
    const sync = await goOnline(seller);
    const refusal = sync.getByRole('region', { name: `Not saved: ${name}` });
    await expect(refusal.getByRole('alert')).toHaveText(
      /^You do not have permission to do this\. Your rights may have changed while you were offline: discard this change, or ask your administrator for the right and Sync again\.$/,
      { timeout: 30_000 },
    );
    await discard(seller, refusal);
    expect(await accountName(page, id)).toBe(name);
  } finally {
    await sellerContext.close().catch(() => undefined);
    if (id) await deleteRecords(page, 'account', [id]);
  }
});
