import { expect, type Page, test } from '@playwright/test';
import { createUserWithRole } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { demoAdmin, signIn } from './helpers.js';

/**
 * Issue 35 item 4: a link cannot swap a signed-in user's session. Another user of the same
 * organisation crafts a link with their own access token (the old `#access-token=`) or with a
 * hand-over code of their own session (`#handover=`, what the trial's hand-over uses): the
 * signed-in victim who opens it keeps working in their own session; the hand-over code asks
 * first, naming the account it would sign in, and only a yes switches.
 */
const profileOf = (page: Page, name: string) => page.getByRole('button', { name: `Profile of ${name}` });
const ownToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('strata.session'));

/** The attacker's side, from the victim's page but without touching its storage. */
async function attackerSession(page: Page, email: string, password: string) {
  return page.evaluate(
    async ({ email, password }) => {
      const login = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      });
      const token = login.headers.get('access-token') ?? '';
      const second = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: email, password }),
      });
      const started = await fetch('/api/handover/start', {
        method: 'POST',
        headers: { 'access-token': second.headers.get('access-token') ?? '' },
      });
      const { code } = (await started.json()) as { code: string };
      return { token, code };
    },
    { email, password },
  );
}

test('a signed-in user opening a link with someone else’s token or hand-over keeps their own session', async ({
  page,
}) => {
  await signIn(page, { fresh: true });
  const own = await ownToken(page);
  const stamp = Date.now().toString(36);
  const mallory = {
    name: `Mallory ${stamp}`,
    email: `mallory-${stamp}@example.com`,
    password: 'mallory password 1',
  };
  await createUserWithRole(page, { ...mallory, role: 'salesperson' });
  const attacker = await attackerSession(page, mallory.email, mallory.password);
  expect(attacker.token).not.toBe('');

  // the old token-in-fragment link is no longer adopted, and leaves the address
  await page.goto(`${appUrl('demo')}/?visit=1#access-token=${attacker.token}`);
  await expect(profileOf(page, demoAdmin.name)).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).hash).toBe('');
  expect(await ownToken(page)).toBe(own);

  // a hand-over code asks, naming the account; no keeps the victim's session
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${appUrl('demo')}/?visit=2#handover=${attacker.code}`);
  await expect(profileOf(page, demoAdmin.name)).toBeVisible({ timeout: 15_000 });
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain(mallory.email);
  expect(new URL(page.url()).hash).toBe('');
  expect(await ownToken(page)).toBe(own);

  // the code was used up by that visit: opening the link again asks nothing and changes nothing
  await page.goto(`${appUrl('demo')}/?visit=3#handover=${attacker.code}`);
  await expect(profileOf(page, demoAdmin.name)).toBeVisible({ timeout: 15_000 });
  expect(asked).toHaveLength(1);
  expect(await ownToken(page)).toBe(own);
});

test('a hand-over the user accepts switches the tab to that account, as the trial’s does', async ({
  page,
}) => {
  await signIn(page, { fresh: true });
  const own = await ownToken(page);
  const stamp = Date.now().toString(36);
  const trudy = { name: `Trudy ${stamp}`, email: `trudy-${stamp}@example.com`, password: 'trudy password 1' };
  await createUserWithRole(page, { ...trudy, role: 'salesperson' });
  const { code } = await attackerSession(page, trudy.email, trudy.password);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto(`${appUrl('demo')}/?visit=1#handover=${code}`);
  await expect(profileOf(page, trudy.name)).toBeVisible({ timeout: 15_000 });
  expect(await ownToken(page)).not.toBe(own);
});

test('a signed-out tab asks before a hand-over link signs it in; no keeps it signed out', async ({
  page,
  browser,
}) => {
  await signIn(page, { fresh: true });
  const stamp = Date.now().toString(36);
  const eve = { name: `Eve ${stamp}`, email: `eve-${stamp}@example.com`, password: 'eve password 1' };
  await createUserWithRole(page, { ...eve, role: 'salesperson' });
  const { code } = await attackerSession(page, eve.email, eve.password);
  const victim = await (await browser.newContext()).newPage();
  const asked: string[] = [];
  victim.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await victim.goto(`${appUrl('demo')}/#handover=${code}`);
  await expect(victim.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({ timeout: 15_000 });
  expect(asked).toEqual([expect.stringContaining(eve.email)]);
  expect(await victim.evaluate(() => sessionStorage.getItem('strata.session'))).toBeNull();
  await victim.context().close();
});
