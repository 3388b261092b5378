import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createRecord, createScriptView } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/**
 * The Cloud files panel on the local drive (issue 24): the crm account form's Files tab, on a
 * fresh installation with no Microsoft configured.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openFiles(page: Page, name: string): Promise<Locator> {
  const id = await createRecord(page, 'account', { name });
  await page.goto(`${appUrl('demo')}/sales/edit/account/${id}`);
  await page.getByRole('tab', { name: 'Files' }).click();
  return page.getByRole('region', { name: 'Files', exact: true });
}

/** Drops files made in the page (a PNG drawn on a canvas of the given size) onto the panel. */
async function dropImage(panel: Locator, name: string, width: number, height: number) {
  const dataTransfer = await panel.page().evaluateHandle(
    async ({ name, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#3a7';
      context.fillRect(0, 0, width, height);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b as Blob), 'image/png'),
      );
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], name, { type: 'image/png' }));
      return transfer;
    },
    { name, width, height },
  );
  await panel.dispatchEvent('dragover', { dataTransfer });
  await panel.dispatchEvent('drop', { dataTransfer });
}

const row = (panel: Locator, name: string) => panel.locator(`tr[data-name="${name}"]`);

async function answerPrompt(page: Page, title: string, text: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

async function rowAction(panel: Locator, name: string, action: string) {
  await row(panel, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await panel.page().getByRole('menuitem', { name: action }).click();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a missing folder is created; folders, a dropped image (resized), preview, rename and delete', async ({
  page,
}) => {
  const account = `Cloud ${unique()}`;
  const panel = await openFiles(page, account);
  await expect(panel.getByText('No OneDrive folder for this record.')).toBeVisible();
  await panel.getByRole('button', { name: 'Create folder' }).click();
  await expect(panel.getByText('This folder is empty. Drop files here or use Upload.')).toBeVisible();
  await expect(panel.getByRole('navigation', { name: 'Folder path' })).toContainText(account);

  // new folder; an empty name does nothing, a refused one says why
  await panel.getByRole('button', { name: 'New folder' }).click();
  await answerPrompt(page, 'New folder', '   ');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await panel.getByRole('button', { name: 'New folder' }).click();
  await answerPrompt(page, 'New folder', 'a/b');
  const refused = page.getByRole('alertdialog', { name: 'This name cannot be used' });
  await expect(refused).toContainText('may not contain');
  await refused.getByRole('button', { name: 'OK' }).click();
  await panel.getByRole('button', { name: 'New folder' }).click();
  await answerPrompt(page, 'New folder', 'Offers');
  await expect(row(panel, 'Offers')).toBeVisible();

  // upload by drop: a 2400 x 1200 PNG arrives as a 1200 px wide JPEG named .jpg
  await dropImage(panel, 'site photo.png', 2400, 1200);
  await expect(row(panel, 'site photo.jpg')).toBeVisible({ timeout: 15_000 });
  await dropImage(panel, 'small.png', 40, 30);
  await expect(row(panel, 'small.png')).toBeVisible({ timeout: 15_000 });

  // preview
  await row(panel, 'site photo.jpg').getByRole('button', { name: 'site photo.jpg', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'site photo.jpg' });
  const image = preview.getByRole('img', { name: 'site photo.jpg' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await preview.getByRole('button', { name: 'Close' }).last().click();
  await expect(preview).toHaveCount(0);

  // rename, then delete
  await rowAction(panel, 'site photo.jpg', 'Rename');
  await answerPrompt(page, 'Rename site photo.jpg', 'Site 2026.jpg');
  await expect(row(panel, 'Site 2026.jpg')).toBeVisible();
  await expect(row(panel, 'site photo.jpg')).toHaveCount(0);
  await rowAction(panel, 'Site 2026.jpg', 'Delete');
  await page
    .getByRole('alertdialog', { name: 'Delete Site 2026.jpg?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row(panel, 'Site 2026.jpg')).toHaveCount(0);

  // into a folder and back by the breadcrumbs; tiles and the creator toggle
  await row(panel, 'Offers').getByRole('button', { name: 'Offers', exact: true }).click();
  await expect(panel.getByText('This folder is empty.')).toBeVisible();
  await panel.getByRole('navigation', { name: 'Folder path' }).getByRole('button', { name: account }).click();
  await expect(row(panel, 'small.png')).toBeVisible();
  await panel.getByRole('button', { name: 'Show who created the files' }).click();
  await expect(panel.getByRole('columnheader', { name: 'Created by' })).toBeVisible();
  await panel.getByRole('button', { name: 'Thumbnails' }).click();
  await expect(panel.locator('li[data-name="small.png"] img')).toBeVisible();
  await panel.getByRole('button', { name: 'List' }).click();
});

test('the panel passes axe (WCAG 2.1 AA) with files listed', async ({ page }) => {
  const panel = await openFiles(page, `Axe ${unique()}`);
  await panel.getByRole('button', { name: 'Create folder' }).click();
  await expect(panel.getByText('This folder is empty. Drop files here or use Upload.')).toBeVisible();
  await dropImage(panel, 'tile.png', 60, 40);
  await expect(row(panel, 'tile.png')).toBeVisible({ timeout: 15_000 });
  const results = await new AxeBuilder({ page })
    .include('.cloud-files')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the {entity}.cloudFilesLoaded script runs with the listed files (work order form)', async ({
  page,
}) => {
  // work orders are this test's entity: the script leaves the names where the test can read them
  await createScriptView(
    page,
    'workorder',
    'workorder.cloudFilesLoaded',
    `export default function (form) {
      window.__cloudFilesLoaded = { event: form.event, path: form.path, files: form.files.map((f) => f.name) };
    }`,
  );
  const name = `Files script ${unique()}`;
  const id = await createRecord(page, 'workorder', { name });
  await page.goto(`${appUrl('demo')}/service/edit/workorder/${id}`);
  await page.getByRole('tab', { name: 'Files' }).click();
  const panel = page.getByRole('region', { name: 'Files', exact: true });
  await panel.getByRole('button', { name: 'Create folder' }).click();
  await expect(panel.getByText('This folder is empty. Drop files here or use Upload.')).toBeVisible();
  await dropImage(panel, 'visit.png', 30, 30);
  await expect(row(panel, 'visit.png')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __cloudFilesLoaded?: unknown }).__cloudFilesLoaded),
    )
    .toEqual({ event: 'cloudFilesLoaded', path: ['Work Orders', name], files: ['visit.png'] });
});

test('a file over the size limit is refused before it is sent', async ({ page }) => {
  const panel = await openFiles(page, `Too big ${unique()}`);
  await panel.getByRole('button', { name: 'Create folder' }).click();
  await expect(panel.getByText('This folder is empty. Drop files here or use Upload.')).toBeVisible();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/files?')) uploads.push(request.url());
  });
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(11 * 1024 * 1024)], 'huge.bin'));
    return transfer;
  });
  await panel.dispatchEvent('dragover', { dataTransfer });
  await panel.dispatchEvent('drop', { dataTransfer });
  await expect(
    page.getByText('huge.bin: The file is too large. Files can have at most 10 MB.'),
  ).toBeVisible();
  await expect(row(panel, 'huge.bin')).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('with no online viewers configured a docx just downloads', async ({ page }) => {
  const panel = await openFiles(page, `Docs ${unique()}`);
  await panel.getByRole('button', { name: 'Create folder' }).click();
  await expect(panel.getByText('This folder is empty. Drop files here or use Upload.')).toBeVisible();
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['PK fake docx'], 'Offer.docx'));
    return transfer;
  });
  await panel.dispatchEvent('dragover', { dataTransfer });
  await panel.dispatchEvent('drop', { dataTransfer });
  await expect(row(panel, 'Offer.docx')).toBeVisible({ timeout: 15_000 });
  const download = page.waitForEvent('download');
  await row(panel, 'Offer.docx').getByRole('button', { name: 'Offer.docx', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('Offer.docx');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
