import { expect, test } from '@playwright/test';
import { createUserWithRole } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { fillSignInEmail, linkFromOutbox, signIn } from './helpers.js';
import { offlineInBrowser } from './offline-steps.js';

// the app's code must load with the network off: the service worker, which other specs block
test.use({ serviceWorkers: 'allow' });

test('a user signed in by magic link is told why Go Offline needs the password, and what to do when it fails', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const email = `offline-link-${tag}@example.com`;
  const password = `offline link ${tag} password`;
  await signIn(page, { fresh: true });
  await createUserWithRole(page, { name: `Offline Link ${tag}`, email, password, role: 'salesperson' });

  const userContext = await browser.newContext({ serviceWorkers: 'allow' });
  const user = await userContext.newPage();
  try {
    await offlineInBrowser(user);
    await user.goto(`${appUrl('demo')}/login`);
    await fillSignInEmail(user.getByLabel('Email'), email);
    const sentAt = Date.now();
    await user.getByRole('button', { name: 'Send Magic Link' }).click();
    await expect(user.getByRole('heading', { name: 'Link Sent' })).toBeVisible();
    await user.goto(await linkFromOutbox(email, sentAt, /https?:\/\/\S+\/magic\?\S+/));
    await expect(user.getByRole('button', { name: /^Profile of / })).toBeVisible({ timeout: 15_000 });

    await user.getByRole('button', { name: /^Profile of / }).click();
    await user.getByRole('menuitem', { name: 'Go Offline' }).click();
    const dialog = user.getByRole('dialog', { name: 'Go Offline' });
    // why a password is asked, rather than a sign-in failure with no reason
    await expect(dialog.getByText(/^Working offline needs your password/)).toBeVisible();
    // "no password yet" for a user who has one says to enter it
    await dialog.getByRole('checkbox', { name: 'I have no password yet: choose one' }).check();
    await dialog.getByLabel('New password').fill(`another password ${tag}`);
    await dialog.getByLabel('Confirm password').fill(`another password ${tag}`);
    await dialog.getByRole('button', { name: 'Take offline' }).click();
    await expect(dialog.getByText(/^You already have a password: enter it instead/)).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'I have no password yet: choose one' }).uncheck();
    // a wrong one says what a user without any may do
    await dialog.getByLabel('Password', { exact: true }).fill('a guess that is not it');
    await dialog.getByRole('button', { name: 'Take offline' }).click();
    await expect(dialog.getByText(/tick "I have no password yet" and choose one\.$/)).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    const loaded = user.waitForEvent('load', { timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Take offline' }).click();
    await expect(user.getByRole('dialog', { name: 'Synchronizing' })).toBeVisible();
    await loaded;
    await user.getByRole('button', { name: /^Profile of / }).click();
    await expect(user.getByRole('menuitem', { name: 'Go Online' })).toBeVisible();
  } finally {
    await userContext.close().catch(() => undefined);
  }
});
