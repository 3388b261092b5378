import { type Browser, expect, type Page, test } from '@playwright/test';
import { callApi, createRecord, createUserWithRole, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A fresh opportunity opened on its Activity Feed tab. */
async function openFeed(page: Page, name: string): Promise<string> {
  const id = await createRecord(page, 'opportunity', { name, stage: 'develop' });
  await page.goto(`${appUrl('demo')}/sales/edit/opportunity/${id}`);
  await page.getByRole('tab', { name: 'Activity Feed' }).click();
  await expect(page.getByText('No comments or activities yet.')).toBeVisible();
  return id;
}

const commentBox = (page: Page) => page.getByRole('textbox', { name: 'Comment' });
const feedList = (page: Page) => page.getByRole('list', { name: 'Activity feed' });

async function activitiesOf(page: Page, recordId: string) {
  return fetchRows<{ id: string; body: string; activitytypecode: string; document: string | null }>(page, {
    entity: {
      name: 'activity',
      attributes: ['body', 'activitytypecode', 'document', 'iscompleted', 'scheduledstart'].map(
        (attribute) => ({
          attribute,
        }),
      ),
      filter: { conditions: [{ attribute: 'regardingobjectid', operator: 'eq', value: recordId }] },
      orders: [{ attribute: 'createdon', descending: true }],
    },
  });
}

async function secondUser(page: Page, browser: Browser, path: string) {
  const suffix = unique();
  const name = `Sally ${suffix}`;
  const email = `feed${suffix}@example.com`;
  const password = `feed password ${suffix}`;
  const id = await createUserWithRole(page, { name, email, password, role: 'salesperson' });
  const context = await browser.newContext();
  const sally = await context.newPage();
  await signIn(sally, { email, password, path });
  return { id, name, suffix, page: sally, close: () => context.close() };
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('Enter sends a comment, Shift+Enter adds a line, an empty comment is refused', async ({ page }) => {
  const id = await openFeed(page, `Feed basics ${unique()}`);
  await commentBox(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Write something before sending.' })).toBeVisible();
  await commentBox(page).fill('   ');
  await commentBox(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Write something before sending.' })).toBeVisible();

  await commentBox(page).fill('First line');
  await commentBox(page).press('Shift+Enter');
  await commentBox(page).pressSequentially('Second line');
  await expect(commentBox(page)).toHaveValue('First line\nSecond line');
  await commentBox(page).press('Enter');
  await expect(commentBox(page)).toHaveValue('');
  await expect(feedList(page).getByRole('listitem').first()).toContainText('First line\nSecond line');
  const rows = await activitiesOf(page, id);
  expect(rows).toHaveLength(1); // the refused empty comments were never sent
  expect(rows[0]).toMatchObject({ body: 'First line\nSecond line', activitytypecode: 'Note' });
});

test('attachments: a file is uploaded, a big image is shrunk to a .jpg, an oversized file is refused', async ({
  page,
}) => {
  const id = await openFeed(page, `Feed files ${unique()}`);
  const fileInput = page.locator('.activity-feed input[type=file]');
  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('pump notes'),
  });
  await commentBox(page).fill('See the notes');
  await commentBox(page).press('Enter');
  await expect(feedList(page).getByRole('link', { name: /notes\.txt/ })).toBeVisible();

  // a 2000 x 1000 PNG drawn by the browser itself
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1000;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#0071eb';
      context.fillRect(0, 0, 2000, 1000);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await fileInput.setInputFiles({
    name: 'site.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await commentBox(page).fill('Photo of the site');
  await commentBox(page).press('Enter');
  const photo = feedList(page).getByRole('img', { name: 'site.jpg' });
  await expect(photo).toBeVisible();
  // visible (laid out) comes before loaded on a busy machine: the size is read once it has loaded
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
    .toEqual([1024, 512]);
  const stored = (await activitiesOf(page, id)).map((row) =>
    row.document ? JSON.parse(row.document) : null,
  );
  expect(stored).toContainEqual(expect.objectContaining({ name: 'site.jpg', type: 'image/jpeg' }));

  await fileInput.setInputFiles({
    name: 'huge.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await commentBox(page).fill('Too big');
  await commentBox(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'The file is too large' })).toBeVisible();
  expect(await activitiesOf(page, id)).toHaveLength(2);
});

test('a reminder is saved with its type, counted in the badge and marked done from the feed', async ({
  page,
}) => {
  const id = await openFeed(page, `Feed reminder ${unique()}`);
  const badge = page.getByRole('button', { name: /^Reminders and mentions: / });
  // other tests may add the administrator's reminders meanwhile: the badge's list is checked, not its count
  const listed = page.getByRole('menuitem', { name: /Call the buyer back/ });
  await page.getByRole('button', { name: 'Reminder', exact: true }).click();
  // due an hour ago, so it is due now
  const due = new Date(Date.now() - 3_600_000);
  const local = new Date(due.getTime() - due.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await page.getByLabel('Due', { exact: true }).fill(local);
  await page.getByLabel('Type', { exact: true }).selectOption('call');
  await commentBox(page).fill('Call the buyer back');
  await commentBox(page).press('Enter');
  const item = feedList(page).getByRole('listitem').filter({ hasText: 'Call the buyer back' });
  await expect(item.getByText('Call', { exact: true })).toBeVisible();
  await badge.click();
  await expect(listed).toBeVisible();
  await page.keyboard.press('Escape');
  const [saved] = await activitiesOf(page, id);
  expect(saved).toMatchObject({ activitytypecode: 'Call', iscompleted: false });

  await item.getByRole('button', { name: 'Mark done' }).click();
  await expect(item.getByText('Done', { exact: true })).toBeVisible();
  await expect.poll(async () => (await activitiesOf(page, id))[0]).toMatchObject({ iscompleted: true });
  await badge.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(listed).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('a long body is collapsed with Show More and Show Less', async ({ page }) => {
  const id = await openFeed(page, `Feed long ${unique()}`);
  const lines = Array.from({ length: 30 }, (_, i) => `Line ${i + 1}`).join('\n');
  await createRecord(page, 'activity', {
    name: 'Long note',
    activitytypecode: 'Note',
    body: lines,
    regardingobjectid: { id, name: 'opportunity' },
  });
  const item = feedList(page).getByRole('listitem').filter({ hasText: 'Line 1' });
  const body = item.locator('.feed-body');
  await expect(item.getByRole('button', { name: 'Show More' })).toBeVisible();
  const collapsed = await body.evaluate((element) => element.clientHeight);
  await item.getByRole('button', { name: 'Show More' }).click();
  await expect(item.getByRole('button', { name: 'Show Less' })).toBeVisible();
  expect(await body.evaluate((element) => element.clientHeight)).toBeGreaterThan(collapsed * 2);
  await item.getByRole('button', { name: 'Show Less' }).click();
  await expect(item.getByRole('button', { name: 'Show More' })).toBeVisible();
  expect(await body.evaluate((element) => element.clientHeight)).toBe(collapsed);
});

test('a comment by someone else and a tracked change arrive without a reload', async ({ page, browser }) => {
  test.slow();
  const id = await openFeed(page, `Feed live ${unique()}`);
  const sally = await secondUser(page, browser, `/sales/edit/opportunity/${id}`);
  const sent = await callApi(sally.page, '/api/update', {
    operation: 'create',
    name: 'activity',
    object: {
      name: 'Hello from Sally',
      activitytypecode: 'Note',
      body: 'Hello from Sally',
      regardingobjectid: { id, name: 'opportunity' },
    },
  });
  expect(sent.status).toBe(200);
  const item = feedList(page).getByRole('listitem').filter({ hasText: 'Hello from Sally' });
  await expect(item).toBeVisible();
  await expect(item).toContainText(sally.name);

  const [record] = await fetchRows<{ versionnumber: number }>(page, {
    entity: {
      name: 'opportunity',
      attributes: [{ attribute: 'versionnumber' }],
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
    },
  });
  const changed = await callApi(page, '/api/update', {
    operation: 'update',
    name: 'opportunity',
    object: { id, versionnumber: record?.versionnumber, stage: 'propose' },
  });
  expect(changed.status).toBe(200);
  const change = feedList(page).locator('li.feed-change');
  await expect(change).toContainText('Sales Stage: Develop');
  await expect(change).toContainText('Propose');
  await expect(change).toContainText('by Demo Administrator');
  await sally.close();
});

test('an @ mention raises the mentioned user’s badge', async ({ page, browser }) => {
  test.slow();
  const id = await openFeed(page, `Feed mention ${unique()}`);
  const sally = await secondUser(page, browser, '/sales/');
  const sallyBadge = sally.page.getByRole('button', { name: /^Reminders and mentions: / });
  await expect(sallyBadge).toHaveAttribute('aria-busy', 'false');
  const before = Number((await sallyBadge.getAttribute('aria-label'))?.replace(/\D+/g, '') ?? 0);

  await commentBox(page).pressSequentially(`Please look @${sally.suffix}`);
  const option = page.getByRole('option', { name: `@${sally.name}` });
  await expect(option).toBeVisible();
  await commentBox(page).press('Enter'); // picks the user, does not send
  await expect(commentBox(page)).toHaveValue(`Please look @[${sally.name}](${sally.id}) `);
  await commentBox(page).pressSequentially('at this');
  await commentBox(page).press('Enter');
  await expect(feedList(page).getByRole('listitem').first()).toContainText(
    `Please look @${sally.name} at this`,
  );

  await expect(sallyBadge).toHaveAttribute('aria-label', `Reminders and mentions: ${before + 1}`);
  await sallyBadge.click();
  await sally.page.getByRole('menuitem', { name: /Demo Administrator mentioned you/ }).click();
  await expect(sally.page).toHaveURL(new RegExp(`/edit/opportunity/${id}`));
  await expect(sallyBadge).toHaveAttribute('aria-label', `Reminders and mentions: ${before}`);
  await sally.close();
});
