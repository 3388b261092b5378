import { expect, test } from '@playwright/test';
import { callApi, deleteRecords } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { fillSignInEmail } from './helpers.js';
import {
  accountName,
  goOnlineWithOneQueued,
  renameOwnAccountOffline,
  salespersonContext,
} from './offline-steps.js';

// the app's code must load with the network off: the service worker, which other specs block
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 27: a password changed elsewhere while this device holds unsynced offline edits, with
 * no window left open that holds the cache's key. The next online sign-in (with the new
 * password) cannot open the cache, so it asks for the previous password: given, the edits are
 * kept, locked anew with the new password, and Sync sends them. Nothing is wiped silently.
 */
test('after a password change elsewhere, the next sign-in asks for the previous password and keeps the queued edit', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const user = {
    name: `Offline Returner ${tag}`,
    email: `offline-returner-${tag}@example.com`,
    password: `old password ${tag}`,
  };
  const newPassword = `new password ${tag}`;
  const name = `Returned ${tag}`;
  const { userId, context, seller } = await salespersonContext(page, browser, user);
  let id = '';
  try {
    await renameOwnAccountOffline(seller, context, user, name, (created) => {
      id = created;
    });
    // the app is closed with the edit queued; meanwhile the password is changed online
    await seller.close();
    const changed = await callApi(page, '/api/changepassword', { newPassword, userId }, { form: true });
    expect(changed.status).toBe(200);

    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto(`${appUrl('demo')}/login`);
    await fillSignInEmail(later.getByLabel('Email'), user.email);
    await later.getByLabel('Password', { exact: true }).fill(newPassword);
    await later.getByRole('button', { name: 'Sign in', exact: true }).click();

    const prompt = later.getByRole('alertdialog', { name: 'Your password was changed' });
    await expect(prompt).toContainText(
      '1 change made offline on this device is not synced yet, and it is locked with your previous password.',
      { timeout: 20_000 },
    );
    // a wrong previous password is said so, and asked again
    await prompt.getByLabel('Previous password').fill('not it');
    await prompt.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(prompt).toContainText('Wrong password', { timeout: 20_000 });
    await prompt.getByLabel('Previous password').fill(user.password);
    await prompt.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(prompt).toBeHidden({ timeout: 20_000 });

    // the edit is still queued, and Go Online sends it
    await goOnlineWithOneQueued(later);
    expect(await accountName(page, id)).toBe(`${name} mine`);
  } finally {
    await context.close().catch(() => undefined);
    if (id) await deleteRecords(page, 'account', [id]);
  }
});
