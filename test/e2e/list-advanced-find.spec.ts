import { expect, type Page, test } from '@playwright/test';
import { createListView, createRecord } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { chooseView, signIn } from './helpers.js';

const footer = (page: Page) => page.locator('.list-count');
const bar = (page: Page) => page.getByRole('group', { name: 'Quick filters' });
const grid = (page: Page) => page.getByRole('grid', { name: 'Accounts' });
const advancedFind = (page: Page) => page.getByRole('dialog', { name: 'Advanced Find' });

async function openAdvancedFind(page: Page) {
  await bar(page).getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Advanced Find' }).click();
  await expect(advancedFind(page)).toBeVisible();
}

/** The names in the grid, in order (the header row has none). */
async function expectRows(page: Page, names: string[]) {
  await expect(footer(page)).toHaveText(`Records: ${names.length}`);
  const rows = grid(page).getByRole('row');
  await expect(rows).toHaveCount(names.length + 1);
  for (const [index, name] of names.entries()) await expect(rows.nth(index + 1)).toContainText(name);
}

test.describe('Advanced Find', () => {
  test('an OR group narrows the list; the chip re-opens and changes it, and removing it brings the rows back', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const prefix = `Adv${Date.now().toString(36)}`;
    await signIn(page);
    // Customer 1, Partner 3
    const accounts = [
      { name: `${prefix} Alpha`, revenue: 100, customertypecode: 1 },
      { name: `${prefix} Beta`, revenue: 5000, customertypecode: 3 },
      { name: `${prefix} Delta`, revenue: 300, customertypecode: 3 },
      { name: `${prefix} Epsilon`, revenue: 50, customertypecode: 1 },
      { name: `${prefix} Gamma`, revenue: 20000, customertypecode: 1 },
    ];
    for (const account of accounts) await createRecord(page, 'account', account);
    const all = accounts.map((account) => account.name);

    await page.goto(`${appUrl('demo')}/sales/list/account`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
    await expectRows(page, all);

    // Relationship Type = Partner OR Annual Revenue >= 20000, in a group of its own
    await openAdvancedFind(page);
    const dialog = advancedFind(page);
    await dialog.getByRole('button', { name: 'Add group to group 1' }).click();
    await dialog
      .getByRole('combobox', { name: 'Match Group 2' })
      .selectOption({ label: 'Any condition (OR)' });
    const first = dialog.getByRole('group', { name: 'Condition 1', exact: true });
    await first.getByLabel('Property').selectOption({ label: 'Relationship Type' });
    await expect(first.getByLabel('Operator')).toHaveValue('eq');
    await first.getByLabel('Value').selectOption({ label: 'Partner' });
    await dialog.getByRole('button', { name: 'Add condition to group 2' }).click();
    const second = dialog.getByRole('group', { name: 'Condition 2', exact: true });
    await second.getByLabel('Property').selectOption({ label: 'Annual Revenue' });
    await second.getByLabel('Operator').selectOption({ label: 'is greater than or equal to' });
    await second.getByLabel('Value').fill('20000');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();

    const chip = bar(page).getByRole('button', { name: /^Advanced Find/ });
    await expect(chip).toContainText('Conditions: 2');
    await expectRows(page, [`${prefix} Beta`, `${prefix} Delta`, `${prefix} Gamma`]);

    // the chip re-opens the editor with the conditions as they were; the search shows read-only
    await chip.click();
    await expect(dialog.getByRole('combobox', { name: 'Match Group 2' })).toHaveValue('or');
    await expect(second.getByLabel('Value')).toHaveValue('20000');
    await expect(dialog.locator('.af-applied')).toContainText(`Account Name contains "${prefix}"`);
    // now Partner AND revenue >= 1000
    await dialog
      .getByRole('combobox', { name: 'Match Group 2' })
      .selectOption({ label: 'All conditions (AND)' });
    await second.getByLabel('Value').fill('1000');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expectRows(page, [`${prefix} Beta`]);

    // remembered with the list's filters
    await page.reload();
    await expect(chip).toBeVisible();
    await expectRows(page, [`${prefix} Beta`]);

    // Cancel leaves the list as it was
    await chip.click();
    await second.getByLabel('Value').fill('1');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expectRows(page, [`${prefix} Beta`]);

    // Add User Filter saves it with the other choices; applying the user filter brings it back
    await bar(page).getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: 'Add User Filter' }).click();
    const naming = page.getByRole('alertdialog', { name: 'Add User Filter' });
    await naming.getByLabel('Name').fill('Big partners');
    await naming.getByRole('button', { name: 'OK' }).click();

    await bar(page).getByRole('button', { name: 'Remove Advanced Find' }).click();
    await expect(chip).toBeHidden();
    await expectRows(page, all);

    await bar(page).getByRole('button', { name: 'Big partners' }).click();
    await page.getByRole('menuitem', { name: 'Apply' }).click();
    await expect(chip).toContainText('Conditions: 2');
    await expectRows(page, [`${prefix} Beta`]);
  });

  test('incomplete conditions are explained inline and Apply waits for them', async ({ page }) => {
    await signIn(page);
    await page.goto(`${appUrl('demo')}/sales/list/account`);
    await expect(grid(page)).toBeVisible();
    await openAdvancedFind(page);
    const dialog = advancedFind(page);
    await dialog.getByRole('button', { name: 'Add condition to group 1' }).click();
    await dialog.getByRole('button', { name: 'Add condition to group 1' }).click();
    const first = dialog.getByRole('group', { name: 'Condition 1', exact: true });
    const second = dialog.getByRole('group', { name: 'Condition 2', exact: true });
    await first.getByLabel('Property').selectOption({ label: 'Annual Revenue' });

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Correct the marked conditions to apply them.');
    await expect(first).toContainText('Enter a value');
    await expect(first.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true');
    await expect(first.getByLabel('Value')).toBeFocused();
    await expect(second).toContainText('Choose a property');

    // what was typed stays, and the message follows it
    await first.getByLabel('Value').fill('12abc');
    await expect(first).toContainText('Enter a number');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeVisible();
    await expect(first.getByLabel('Value')).toHaveValue('12abc');

    // is one of with nothing ticked
    await second.getByLabel('Property').selectOption({ label: 'Relationship Type' });
    await second.getByLabel('Operator').selectOption({ label: 'is one of' });
    await expect(second).toContainText('Choose at least one value');
    await second.getByRole('checkbox', { name: 'Partner' }).check();
    await expect(second).not.toContainText('Choose at least one value');

    // Escape closes without changing the list
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bar(page).getByRole('button', { name: /^Advanced Find/ })).toHaveCount(0);
  });
});

test('lookups are found by name: in an Advanced Find condition and in a quick filter on the property', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const prefix = `Lku${Date.now().toString(36)}`;
  await signIn(page);
  const north = await createRecord(page, 'account', { name: `${prefix} North` });
  const south = await createRecord(page, 'account', { name: `${prefix} South` });
  await createRecord(page, 'contact', { name: `${prefix} Ann`, lastname: 'Ann', accountid: north });
  await createRecord(page, 'contact', { name: `${prefix} Ben`, lastname: 'Ben', accountid: south });
  await createRecord(page, 'contact', { name: `${prefix} Cid`, lastname: 'Cid' });
  const contacts = page.getByRole('grid', { name: 'Contacts' });
  const expectContacts = async (names: string[]) => {
    await expect(footer(page)).toHaveText(`Records: ${names.length}`);
    await expect(contacts.getByRole('row')).toHaveCount(names.length + 1);
    for (const name of names) await expect(contacts).toContainText(`${prefix} ${name}`);
  };

  await page.goto(`${appUrl('demo')}/sales/list/contact`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(prefix);
  await expectContacts(['Ann', 'Ben', 'Cid']);

  // Advanced Find: Account equals the record found by the start of its name
  await openAdvancedFind(page);
  const dialog = advancedFind(page);
  await dialog.getByRole('button', { name: 'Add condition to group 1' }).click();
  const condition = dialog.getByRole('group', { name: 'Condition 1', exact: true });
  await condition.getByLabel('Property').selectOption({ label: 'Account' });
  await condition.getByLabel('Find by name').fill(`${prefix} So`);
  await expect(condition.getByLabel('Value').getByRole('option', { name: `${prefix} South` })).toHaveCount(1);
  await expect(condition.getByLabel('Value').getByRole('option', { name: `${prefix} North` })).toHaveCount(0);
  await condition.getByLabel('Value').selectOption({ label: `${prefix} South` });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expectContacts(['Ben']);
  await bar(page).getByRole('button', { name: 'Remove Advanced Find' }).click();
  await expectContacts(['Ann', 'Ben', 'Cid']);

  // the view's lookup quick filter on Account: records found by name, ticked to filter by them
  await bar(page).getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search records' }).fill(`${prefix} North`);
  await page.getByRole('checkbox', { name: `${prefix} North` }).check();
  await expectContacts(['Ann']);
});

test('a click beside the editor keeps its conditions; a click beside a picker closes it', async ({
  page,
}) => {
  await signIn(page);
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

test('a single-select lookup quick filter replaces its choice, and mustSelect keeps the last one', async ({
  page,
}) => {
  const prefix = `Lks${Date.now().toString(36)}`;
  await signIn(page);
  const north = await createRecord(page, 'account', { name: `${prefix} North` });
  const south = await createRecord(page, 'account', { name: `${prefix} South` });
  await createRecord(page, 'contact', { name: `${prefix} Ann`, lastname: 'Ann', accountid: north });
  await createRecord(page, 'contact', { name: `${prefix} Ben`, lastname: 'Ben', accountid: south });
  const view = `lookup_single_${Date.now().toString(36)}`;
  await createListView(page, {
    entity: 'contact',
    name: view,
    prefix,
    more: {
      quickFilters: [
        { name: 'accountid', label: 'Firm', type: 'lookup', objectName: 'account', mustSelect: true },
      ],
    },
  });
  const contacts = page.getByRole('grid', { name: 'Contacts' });
  const expectContacts = async (names: string[]) => {
    await expect(footer(page)).toHaveText(`Records: ${names.length}`);
    for (const name of names) await expect(contacts).toContainText(`${prefix} ${name}`);
  };
  await page.goto(`${appUrl('demo')}/sales/list/contact`);
  await chooseView(page, view);
  await expectContacts(['Ann', 'Ben']);

  await bar(page).getByRole('button', { name: 'Firm', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search records' }).fill(prefix);
  await page.getByRole('radio', { name: `${prefix} North` }).check();
  await expectContacts(['Ann']);
  // another choice replaces the first
  await page.getByRole('radio', { name: `${prefix} South` }).check();
  await expectContacts(['Ben']);
  await expect(page.getByRole('radio', { name: `${prefix} North` })).not.toBeChecked();
  // clicking the chosen one again would empty a mustSelect filter: it stays
  await page.getByRole('radio', { name: `${prefix} South` }).click();
  await expect(page.getByRole('radio', { name: `${prefix} South` })).toBeChecked();
  await expectContacts(['Ben']);
});
