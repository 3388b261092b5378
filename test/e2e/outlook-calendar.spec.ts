import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { repositoryRoot } from '@strata/api/config/paths';
import { findFreePort } from '@strata/api/db/free-port';
import { type FakeMicrosoft, startFakeMicrosoft } from '../fixtures/microsoft/fake-microsoft.js';
import { createRecord } from './api-calls.js';
import { demoAdmin, demoPassword } from './helpers.js';

/**
 * Outlook calendars in calendar mode, end to end: a second app process over the e2e database,
 * configured for Microsoft 365 against the local fake (test/fixtures/microsoft), whose
 * certificate it trusts through NODE_EXTRA_CA_CERTS and Chromium ignores. The user connects
 * from the profile menu, then sees an Outlook event, read-only, beside Strata's own.
 */
let fake: FakeMicrosoft;
let app: ChildProcess;
let port = 0;
let certDir = '';
const origin = (organization?: string) =>
  organization ? `http://${organization}.localhost:${port}` : `http://localhost:${port}`;

test.describe.configure({ mode: 'serial' });
test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  const databaseUrl = process.env.STRATA_E2E_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('STRATA_E2E_DATABASE_URL is not set: run the tests through `npx playwright test`');
  fake = await startFakeMicrosoft();
  certDir = mkdtempSync(path.join(tmpdir(), 'strata-e2e-ms-'));
  writeFileSync(path.join(certDir, 'fake.pem'), fake.ca);
  port = await findFreePort();
  app = spawn(process.execPath, [path.join(repositoryRoot, 'api', 'dist', 'main.js')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DEMO_PASSWORD: demoPassword(),
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(repositoryRoot, '.data', 'e2e-microsoft'),
      OAUTH_MICROSOFT_CLIENT_ID: fake.identity.clientId,
      OAUTH_MICROSOFT_CLIENT_SECRET: fake.identity.clientSecret,
      OAUTH_MICROSOFT_ISSUER: `${fake.origin}/common/v2.0`,
      MICROSOFT_TOKEN_KEY: 'an e2e key that is long enough to be one',
      GRAPH_URL: fake.origin,
      OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
      NODE_EXTRA_CA_CERTS: path.join(certDir, 'fake.pem'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) throw new Error('the app did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  app?.kill('SIGTERM');
  await fake?.close();
  if (certDir) rmSync(certDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(`${origin('demo')}/login`);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Profile of / })).toBeVisible({ timeout: 15_000 });
}

test('calendar mode shows Outlook events read-only beside Strata’s own', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const stamp = Date.now().toString(36);
  const ours = `Ours${stamp}`;
  const theirs = `Outlook${stamp}`;
  const times = await page.evaluate(() => {
    const now = new Date();
    const at = (hour: number) =>
      new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, 0).toISOString();
    return { ourStart: at(9), ourEnd: at(10), theirStart: at(13), theirEnd: at(14) };
  });
  await createRecord(page, 'activity', {
    name: ours,
    activitytypecode: 'Meeting',
    iscompleted: false,
    scheduledstart: times.ourStart,
    scheduledend: times.ourEnd,
  });
  const oid = fake.identity.user.oid;
  fake.graph.calendars.set(oid, [{ id: 'cal-main', name: 'Calendar', hexColor: '#e74856' }]);
  fake.graph.events.set('cal-main', [
    {
      id: 'ev-1',
      subject: theirs,
      start: times.theirStart,
      end: times.theirEnd,
      webLink: 'https://outlook.office.com/calendar/item/ev-1',
    },
  ]);

  // connect from the profile menu: to the (fake) consent page and back to this page
  await page.goto(`${origin('demo')}/sales/list/activity?mode=calendar`);
  await page.getByRole('button', { name: /^Profile of / }).click();
  await page.getByRole('menuitem', { name: 'Connect Microsoft 365' }).click();
  await page.waitForURL(
    (url) => url.hostname === 'demo.localhost' && url.pathname.endsWith('/list/activity'),
  );
  await expect.poll(() => new URL(page.url()).searchParams.get('microsoft')).toBeNull();

  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.getByRole('button', { name: 'Week', exact: true }).click();
  const own = calendar.locator('.cal-event', { hasText: ours });
  const outlook = calendar.locator('.cal-event', { hasText: theirs });
  await expect(own).toBeVisible();
  await expect(outlook).toBeVisible();
  await expect(outlook).toHaveAttribute('data-event-id', /^outlook:/);
  await expect(own).toHaveClass(/is-movable/);
  await expect(outlook).not.toHaveClass(/is-movable/);
  await expect(outlook).toHaveCSS('border-left-color', 'rgb(231, 72, 86)');

  // it cannot be dragged: a drag leaves it where it was
  await outlook.scrollIntoViewIfNeeded();
  const before = await outlook.boundingBox();
  if (!before) throw new Error('the Outlook event has no box');
  await page.mouse.move(before.x + before.width / 2, before.y + 6);
  await page.mouse.down();
  await page.mouse.move(before.x + before.width / 2, before.y + 60, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await outlook.boundingBox())?.y).toBe(before.y);

  // the user chooses which Outlook calendars to show, and the choice is remembered
  const chip = page
    .getByRole('group', { name: 'Outlook calendars' })
    .getByRole('button', { name: 'Calendar' });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await chip.click();
  await expect(outlook).toHaveCount(0);
  await expect(own).toBeVisible();
  await page.reload();
  await calendar.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(calendar.locator('.cal-event', { hasText: ours })).toBeVisible();
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(calendar.locator('.cal-event', { hasText: theirs })).toHaveCount(0);
  await chip.click();
  await expect(calendar.locator('.cal-event', { hasText: theirs })).toBeVisible();
});

test('a user without Outlook calendars is told so, and Strata’s events still show', async ({ page }) => {
  await signIn(page);
  fake.graph.calendars.set(fake.identity.user.oid, []);
  await page.goto(`${origin('demo')}/sales/list/activity?mode=calendar`);
  await expect(page.getByText('Unable to find user calendars: User has no outlook calendars')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Outlook calendars' })).toHaveCount(0);
});

test('with Microsoft 365 the Files tab works on the user’s OneDrive', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  const account = `Drive ${Date.now().toString(36)}`;
  const id = await createRecord(page, 'account', { name: account });
  await page.goto(`${origin('demo')}/sales/edit/account/${id}`);
  await page.getByRole('tab', { name: 'Files' }).click();
  const panel = page.getByRole('region', { name: 'Files', exact: true });
  // the record's folder (Accounts/{name}) is not on the drive yet
  await expect(panel.getByText('No OneDrive folder for this record.')).toBeVisible();
  await panel.getByRole('button', { name: 'Create folder' }).click();
  await expect(panel.getByRole('navigation', { name: 'Folder path' })).toContainText(account);
  const onDrive = (name: string) => [...fake.graph.drive.values()].some((item) => item.name === name);
  await expect.poll(() => onDrive(account)).toBe(true);

  // a dropped file goes to OneDrive, and is listed from there
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['minutes of the site visit'], 'minutes.txt', { type: 'text/plain' }));
    return transfer;
  });
  await panel.dispatchEvent('dragover', { dataTransfer });
  await panel.dispatchEvent('drop', { dataTransfer });
  await expect(panel.locator('tr[data-name="minutes.txt"]')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => onDrive('minutes.txt')).toBe(true);
});
