import { expect, type Page, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening } from './helpers.js';

/**
 * Advanced Find in a real browser: where a click lands on a modal dialog's backdrop. Editing
 * the conditions, what the list then fetches, its chip and lookups found by name are checked
 * in web/src/lists/filters/advanced/AdvancedFindDialog.dom.test.tsx and
 * web/src/lists/filters/lookup-filters.dom.test.tsx.
 */
const bar = (page: Page) => page.getByRole('group', { name: 'Quick filters' });
const advancedFind = (page: Page) => page.getByRole('dialog', { name: 'Advanced Find' });

async function openAdvancedFind(page: Page) {
  await bar(page).getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Advanced Find' }).click();
  await expect(advancedFind(page)).toBeVisible();
}

test('a click beside the editor keeps its conditions; a click beside a picker closes it', async ({
  page,
}) => {
  await signInWithoutOpening(page);
  await page.goto(`${appUrl('demo')}/sales/list/account`);
  await openAdvancedFind(page);
  const dialog = advancedFind(page);
  await dialog.getByRole('button', { name: 'Add condition to group 1' }).click();
  const condition = dialog.getByRole('group', { name: 'Condition 1', exact: true });
  await condition.getByLabel('Property').selectOption({ label: 'Annual Revenue' });
  // on the backdrop, far from the dialog's box
  await page.mouse.click(4, 4);
  await expect(dialog).toBeVisible();
  await expect(condition.getByLabel('Property')).toHaveValue('revenue');
  // selecting a value's text and letting go outside is not a click outside either
  const value = condition.getByLabel('Value');
  await value.fill('12345');
  const box = await value.boundingBox();
  if (!box) throw new Error('the value field has no box');
  await page.mouse.move(box.x + 4, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(4, 4);
  await page.mouse.up();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await bar(page).getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Choose a property' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a property' });
  await expect(picker).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(picker).toBeHidden();
});
