import { expect, type Page, test } from '@playwright/test';
import { callApi, createRecords, deleteRecords, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';
import { offlineInBrowser, saveForm } from './offline-steps.js';

// the app's code must load with the network off: the service worker, which other specs block
test.use({ serviceWorkers: 'allow' });

type Account = {
  id: string;
  name: string;
  telephone1: string | null;
  accountnumber: string | null;
  versionnumber: number;
};

function accounts(page: Page, prefix: string): Promise<Account[]> {
  return fetchRows<Account>(page, {
    entity: {
      name: 'account',
      attributes: [{ attribute: 'name' }, { attribute: 'telephone1' }, { attribute: 'accountnumber' }],
      filter: { conditions: [{ attribute: 'name', operator: 'like', value: `${prefix}%` }] },
      orders: [{ attribute: 'name' }],
    },
  });
}

test('offline edits and a create are queued, survive a reload, and sync with a per-field choice on conflict', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await offlineInBrowser(page);
  await signIn(page, { fresh: true, path: '/sales/list/account' });
  const prefix = `Sync ${Date.now().toString(36)}`;
  const ids = await createRecords(page, 'account', [
    { name: `${prefix} A` },
    { name: `${prefix} B` },
    { name: `${prefix} C`, telephone1: '100' },
  ]);
  const [idA, idB, idC] = ids as [string, string, string];
  const made: string[] = [...ids];
  // someone else, online all along
  const otherContext = await browser.newContext({ serviceWorkers: 'block' });
  const other = await otherContext.newPage();
  try {
    await page.getByRole('button', { name: /^Profile of / }).click();
    await page.getByRole('menuitem', { name: 'Go Offline' }).click();
    await page
      .getByRole('dialog', { name: 'Go Offline' })
      .getByRole('button', { name: 'Take offline' })
      .click();
    await page.waitForEvent('load', { timeout: 60_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);

    // three edits and one new record, with no network
    const edit = async (id: string, label: string, value: string) => {
      await page.goto(`${appUrl('demo')}/sales/edit/account/${id}`);
      await page.getByRole('textbox', { name: label }).fill(value);
      await saveForm(page);
    };
    await edit(idA, 'Account Name', `${prefix} A mine`);
    await edit(idB, 'Account Name', `${prefix} B mine`);
    await edit(idC, 'Main Phone', '200');
    await page.goto(`${appUrl('demo')}/sales/edit/account/0`);
    await page.getByRole('textbox', { name: 'Account Name' }).fill(`${prefix} D new`);
    await saveForm(page);
    await expect(page).toHaveURL(/\/sales\/edit\/account\/[0-9a-f-]{36}$/);
    made.push(page.url().split('/').pop() as string);

    // the app closed and opened again, still without a network: nothing queued is lost
    await page.reload();
    await page.goto(`${appUrl('demo')}/sales/list/account`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    const grid = page.getByRole('grid', { name: 'Accounts' });
    // every record with a queued write shows it in the list, as on its form
    for (const name of [`${prefix} A mine`, `${prefix} B mine`, `${prefix} C`, `${prefix} D new`]) {
      const row = grid.getByRole('row').filter({ has: page.getByRole('gridcell', { name, exact: false }) });
      await expect(row.getByRole('gridcell').first()).toHaveText(`${name}Pending sync`);
    }
    await page.getByRole('button', { name: /^Profile of / }).click();
    await expect(page.getByRole('menuitem', { name: 'Sync [4 pending]' })).toBeVisible();
    await page.keyboard.press('Escape');

    // meanwhile, on the server: B's name (the same field: a conflict), C's number (another field)
    await signIn(other, { fresh: true });
    const before = await accounts(other, prefix);
    const serverB = before.find((row) => row.id === idB) as Account;
    const serverC = before.find((row) => row.id === idC) as Account;
    const update = (object: Record<string, unknown>) =>
      callApi(other, '/api/update', { operation: 'update', name: 'account', object });
    expect(
      (await update({ id: idB, versionnumber: serverB.versionnumber, name: `${prefix} B theirs` })).status,
    ).toBe(200);
    expect(
      (await update({ id: idC, versionnumber: serverC.versionnumber, accountnumber: 'THEIRS-1' })).status,
    ).toBe(200);

    // back online: Go Online sends the queue; B asks which name to keep
    await context.setOffline(false);
    await page.getByRole('button', { name: /^Profile of / }).click();
    await page.getByRole('menuitem', { name: 'Go Online' }).click();
    const sync = page.getByRole('dialog', { name: 'Synchronizing' });
    const conflict = sync.getByRole('region', { name: `Changed on the server too: ${prefix} B` });
    await expect(conflict).toBeVisible({ timeout: 30_000 });
    await expect(conflict.getByText(`${prefix} B theirs`)).toBeVisible();
    await conflict.getByRole('radio', { name: 'Account Name: Mine' }).check();
    await conflict.getByRole('button', { name: 'Send my choices' }).click();
    // nothing left open: the app goes online
    await page.waitForEvent('load', { timeout: 30_000 });

    const after = await accounts(other, prefix);
    const byId = new Map(after.map((row) => [row.id, row]));
    expect(byId.get(idA)?.name).toBe(`${prefix} A mine`);
    expect(byId.get(idB)?.name).toBe(`${prefix} B mine`);
    // non-overlapping changes: both kept
    expect(byId.get(idC)).toMatchObject({ telephone1: '200', accountnumber: 'THEIRS-1' });
    expect(after.map((row) => row.name)).toContain(`${prefix} D new`);
    expect(after).toHaveLength(4);
  } finally {
    await context.setOffline(false);
    await otherContext.close().catch(() => undefined);
    await page.goto(`${appUrl('demo')}/login`);
    await page.evaluate(() => localStorage.removeItem('strata.offline.working'));
    await signIn(page, { fresh: true });
    await deleteRecords(page, 'account', made);
  }
});
