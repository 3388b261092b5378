import { expect, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { createRecord } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening } from './helpers.js';

/**
 * Issue 26 item 4 (spec 000 section 2, Dialogs): a zip file in a File field lists what it holds
 * (names and sizes) in the zip-content dialog; another file has no such button.
 */
test('a zip file in a File field lists its entries', async ({ page }) => {
  await signInWithoutOpening(page);
  const name = `Zip ${Date.now().toString(36)}`;
  const id = await createRecord(page, 'activity', { name, activitytypecode: 'Task' });
  await page.goto(`${appUrl('demo')}/sales/edit/activity/${id}`);
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible({ timeout: 15_000 });

  const zip = zipSync({
    'readme.txt': strToU8('hello world'),
    'photos/': new Uint8Array(0),
    'photos/site.csv': strToU8('a;b\n'.repeat(300)),
  });
  const field = page.locator('.file-field');
  await field.locator('input[type=file]').setInputFiles({
    name: 'site-pack.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zip),
  });
  await page.getByRole('button', { name: 'Show what site-pack.zip contains' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contents of site-pack.zip' });
  const rows = dialog.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('photos/');
  await expect(rows.nth(2)).toContainText('photos/site.csv');
  await expect(rows.nth(2)).toContainText(/1\.2\s?kB/i);
  await expect(rows.nth(3)).toContainText('readme.txt');
  await expect(rows.nth(3)).toContainText(/11\s?(B|byte)/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // not a zip: the link alone
  await field.locator('input[type=file]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('pump notes'),
  });
  await expect(field.getByRole('link', { name: /notes\.txt/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show what / })).toHaveCount(0);
});
