import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { callApi, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening } from './helpers.js';

test.use({ viewport: { width: 1600, height: 900 } });

const key = 'field.product.productnumber';

/** Puts the template's Slovak text of the product number back (other tests read the demo in sk). */
async function restoreSlovak(page: Page) {
  const [row] = await fetchRows<{ id: string; versionnumber: number }>(page, {
    entity: {
      name: 'inu_localize',
      attributes: [{ attribute: 'id' }, { attribute: 'versionnumber' }],
      filter: {
        conditions: [
          { attribute: 'name', operator: 'eq', value: key },
          { attribute: 'lang', operator: 'eq', value: 'sk' },
        ],
      },
    },
  });
  const object = row
    ? { id: row.id, versionnumber: row.versionnumber, text: 'Číslo produktu' }
    : { name: key, lang: 'sk', text: 'Číslo produktu' };
  await callApi(page, '/api/update', { name: 'inu_localize', operation: row ? 'update' : 'create', object });
}

// the tests below change and restore the same translation (product number in Slovak) of the
// shared demo organisation: one after the other, or one's restore undoes the other's edit
test.describe.configure({ mode: 'default' });

test('the demo in Slovak shows Slovak entity, field, option and menu names in a list and a form', async ({
  page,
}) => {
  await signInWithoutOpening(page);
  await page.evaluate(() => localStorage.setItem('strata.language', 'sk'));
  await page.goto(`${appUrl('demo')}/sales/list/account?view=active`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await expect(page.getByRole('link', { name: 'Firmy', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Záujemcovia', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Názov firmy' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Odvetvie' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Typ vzťahu' })).toBeVisible();
  // option labels in the cells: every demo account has a relationship type
  await expect(
    page
      .getByRole('gridcell', { name: /^(Zákazník|Potenciálny zákazník|Partner|Dodávateľ|Konkurent)$/ })
      .first(),
  ).toBeVisible();

  await page.goto(`${appUrl('demo')}/sales/edit/account/0`);
  await expect(page.getByRole('tab', { name: 'Všeobecné' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Názov firmy' })).toBeVisible();
  const relationship = page.getByRole('radiogroup', { name: 'Typ vzťahu' });
  await expect(relationship.getByRole('radio', { name: 'Potenciálny zákazník' })).toBeChecked();
});

test('a translation edited in the editor changes the name shown', async ({ page }) => {
  await signInWithoutOpening(page);
  await page.evaluate(() => localStorage.setItem('strata.language', 'sk'));
  const text = `Kód tovaru ${Date.now().toString(36)}`;
  try {
    await page.goto(`${appUrl('demo')}/customize/customizelocalization`);
    await expect(page.getByRole('heading', { name: 'Lokalizácia', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Hľadať' }).fill(key);
    const cell = page.getByRole('textbox', { name: `${key} v jazyku sk` });
    await expect(cell).toHaveValue('Číslo produktu');
    await cell.fill(text);
    await cell.press('Enter');
    // saved when the server has it (aria-busy is also false before the save has started)
    await expect
      .poll(async () => {
        const [row] = await fetchRows<{ text: string }>(page, {
          entity: {
            name: 'inu_localize',
            attributes: [{ attribute: 'text' }],
            filter: {
              conditions: [
                { attribute: 'name', operator: 'eq', value: key },
                { attribute: 'lang', operator: 'eq', value: 'sk' },
              ],
            },
          },
        });
        return row?.text;
      })
      .toBe(text);
    await expect(cell).toHaveAttribute('aria-busy', 'false');
    await page.goto(`${appUrl('demo')}/sales/edit/product/0`);
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  } finally {
    await restoreSlovak(page);
  }
});

test('a localization CSV exported and imported back reports a bad row and imports the rest', async ({
  page,
}, testInfo) => {
  await signInWithoutOpening(page);
  const text = `Kód ${Date.now().toString(36)}`;
  try {
    await page.goto(`${appUrl('demo')}/customize/customizelocalization`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(key);
    await expect(page.getByRole('textbox', { name: `${key} in sk` })).toHaveValue('Číslo produktu');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const exported = readFileSync(await download.path(), 'utf8');
    const lines = exported
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('name;source;en;sk;cs;de');
    expect(lines).toHaveLength(2);
    const changed = lines[1]?.replace('Číslo produktu', text);
    const file = testInfo.outputPath('localization.csv');
    writeFileSync(file, [lines[0], 'field.nope.nothing;;x;x;x;x', changed, ''].join('\r\n'));
    await page.getByLabel('Import CSV').setInputFiles(file);
    const report = page.getByRole('status').filter({ hasText: 'Import result' });
    await expect(report).toContainText('1 translation saved.');
    await expect(report).toContainText('Line 2: unknown name "field.nope.nothing"; not imported.');
    await expect(page.getByRole('textbox', { name: `${key} in sk` })).toHaveValue(text);
  } finally {
    await restoreSlovak(page);
  }
});
