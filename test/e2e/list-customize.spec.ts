import { expect, type Page, test } from '@playwright/test';
import { createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening, viewPicker } from './helpers.js';

const grid = (page: Page) => page.getByRole('grid', { name: 'Accounts' });
const headers = (page: Page) => grid(page).getByRole('columnheader');

/**
 * Customise mode in a real browser: columns and quick filters dragged into place, the view saved
 * to PostgreSQL and drawn from it after a reload, and leaving with unsaved edits. Adding, removing,
 * resizing and relabelling, the dialogs' checks and the new view's body as sent are checked in
 * web/src/lists/customize/customize-mode.dom.test.tsx.
 */
test('customise mode edits columns and quick filters and saves them as a private view', async ({ page }) => {
  test.setTimeout(60_000);
  const prefix = `Cst${Date.now().toString(36)}`;
  await signInWithoutOpening(page);
  await createRecord(page, 'account', { name: `${prefix} One`, websiteurl: 'https://one.example.com' });
  await page.goto(`${appUrl('demo')}/sales/list/account?view=all`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
  await expect(grid(page).getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Customize', exact: true }).click();
  await expect(page.getByText('CUSTOMIZE MODE')).toBeVisible();

  // add a column: it is fetched and shown at the end
  await page.getByRole('button', { name: 'Add column' }).click();
  const picker = page.getByRole('dialog', { name: 'Add column' });
  await picker.getByLabel('Property').selectOption({ label: 'Website' });
  await picker.getByRole('button', { name: 'Add column' }).click();
  await expect(headers(page).last()).toHaveText('Website');

  // remove a column, drag one to the front
  await page.getByRole('button', { name: 'Remove column Country/Region' }).click();
  await expect(headers(page)).toHaveCount(7);
  await headers(page).last().dragTo(headers(page).first());
  await expect(headers(page).first()).toHaveText('Website');

  // a column's settings: a label and a width
  await page.getByRole('button', { name: 'Account Number', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Customize column Account Number' });
  await settings.getByLabel('Label', { exact: true }).fill('Number');
  await settings.getByLabel('Width (px)').fill('200');
  await settings.getByRole('button', { name: 'Apply' }).click();
  await expect(headers(page).nth(2)).toHaveText('Number');

  // quick filters: drag Owner first, add one on Industry, relabel it
  const filterBar = page.getByRole('group', { name: 'Quick filters of the view' });
  const chips = filterBar.getByRole('button');
  await expect(chips.first()).toHaveText('Status');
  await filterBar.getByRole('button', { name: 'Owner' }).dragTo(chips.first());
  await expect(chips.first()).toHaveText('Owner');
  await filterBar.getByRole('button', { name: 'Add quick filter' }).click();
  const filterPicker = page.getByRole('dialog', { name: 'Add quick filter' });
  await filterPicker.getByLabel('Property').selectOption({ label: 'Industry' });
  await filterPicker.getByRole('button', { name: 'Add' }).click();
  await filterBar.getByRole('button', { name: 'Industry' }).click();
  const filterSettings = page.getByRole('dialog', { name: 'Customize quick filter Industry' });
  await filterSettings.getByLabel('Label', { exact: true }).fill('Sector');
  await filterSettings.getByRole('button', { name: 'Apply' }).click();
  await expect(filterBar.getByRole('button', { name: 'Sector' })).toBeVisible();

  // save as a new view, private as the dialog proposes
  await page.getByRole('button', { name: 'Save as new view' }).click();
  const saveAs = page.getByRole('dialog', { name: 'Save as new view' });
  await saveAs.getByLabel('View name').fill(`Zz ${prefix}`);
  await saveAs.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText('View saved').last()).toBeVisible();
  await expect(page.getByText('CUSTOMIZE MODE')).toHaveCount(0);
  const viewName = `zz_${prefix.toLowerCase()}`;
  await expect(page).toHaveURL(new RegExp(`view=${viewName}`));
  await expect(viewPicker(page)).toHaveAttribute('data-view', viewName);

  const [stored] = await fetchRows<{ isprivate: boolean; body: string }>(page, {
    entity: {
      name: 'inu_view',
      attributes: [{ attribute: 'isprivate' }, { attribute: 'body' }],
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: viewName }] },
    },
  });
  expect(stored?.isprivate).toBe(true);
  const body = JSON.parse(stored?.body ?? '{}') as {
    columns: { attribute: string; label?: string; width?: number }[];
    quickFilters: { name: string; label?: string }[];
  };
  expect(body.columns.map((column) => column.attribute)).toEqual([
    'websiteurl',
    'name',
    'accountnumber',
    'customertypecode',
    'address1_city',
    'statecode',
    'createdon',
  ]);
  expect(body.columns[2]).toMatchObject({ label: 'Number', width: 200 });
  expect(body.quickFilters.map((filter) => filter.label ?? filter.name)).toEqual([
    'Owner',
    'Status',
    'Created On',
    'Search',
    'Sector',
  ]);

  // after a reload the saved view draws the same; a sort the user picks is remembered
  await page.reload();
  await expect(headers(page)).toHaveText([
    'Website',
    'Account Name',
    'Number',
    'Relationship Type',
    'City',
    'Status',
    'Created On',
  ]);
  await headers(page).nth(4).getByRole('button').click();
  await expect(headers(page).nth(4)).toHaveAttribute('aria-sort', 'ascending');
  await page.reload();
  await expect(headers(page).nth(4)).toHaveAttribute('aria-sort', 'ascending');

  // Cancel after an edit asks before throwing it away
  await page.getByRole('button', { name: 'Customize', exact: true }).click();
  await page.getByRole('button', { name: 'Remove column Website' }).click();
  // leaving for another list asks first; staying keeps the edit
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Contacts' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Discard your changes to this view?' });
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/sales\/list\/account/);
  await expect(page.getByRole('button', { name: 'Remove column Website' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByText('CUSTOMIZE MODE')).toHaveCount(0);
  await expect(headers(page).first()).toHaveText('Website');
});
