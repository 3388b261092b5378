import { expect, type Page, test } from '@playwright/test';
import { callApi, createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/**
 * Issue 26 item 6, the small form behaviours of spec 000 sections 2, 4 and 5 and spec 001
 * section 9: a Split under 900 px as tabs, remembered tabs, the stage menu, the button flash,
 * write-in memory, the lookup dialog's two tabs and the edit-objects table (minCount rows). One object of this test with its own form.
 */
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const entity = `e2e_beh_${suffix}`;
const formPath = `/sales/edit/${entity}/0/behaviours`;

const properties = [
  {
    logicalName: 'b_stage',
    displayName: 'Progress',
    type: 'String',
    flags: ['OptionSet'],
    max: 20,
    richOptions: [
      { value: 'open', label: 'Open' },
      { value: 'won', label: 'Closed - Won' },
      { value: 'lost', label: 'Closed - Lost' },
    ],
  },
  { logicalName: 'b_sent', displayName: 'Sent', type: 'Boolean', flags: [] },
  {
    logicalName: 'b_source',
    displayName: 'Source',
    type: 'String',
    flags: ['OptionSet', 'WriteIn'],
    max: 100,
    richOptions: [{ value: 'Web', label: 'Web' }],
  },
  { logicalName: 'b_customer', displayName: 'Customer', type: 'Lookup', flags: [], targets: ['account'] },
  { logicalName: 'b_left', displayName: 'Left Note', type: 'String', flags: [], max: 100 },
  { logicalName: 'b_right', displayName: 'Right Note', type: 'String', flags: [], max: 100 },
  { logicalName: 'b_lines', displayName: 'Lines', type: 'String', flags: ['Json'] },
];

const form = {
  name: 'behaviours',
  panel: {
    name: 'root',
    type: 'Tabs',
    panels: [
      {
        name: 'general',
        type: 'Fields',
        label: 'General',
        fields: [
          { name: 'name' },
          { name: 'b_stage', stage: true },
          { name: 'b_sent', button: true, label: 'Mark Sent' },
          { name: 'b_source' },
          { name: 'b_customer' },
          {
            name: 'b_lines',
            objects: {
              columns: [
                { name: 'item', label: 'Item' },
                { name: 'qty', label: 'Quantity', type: 'number' },
              ],
              minCount: 2,
            },
          },
        ],
      },
      {
        name: 'sides',
        type: 'Split',
        label: 'Sides',
        direction: 'row',
        panels: [
          { name: 'left', type: 'Fields', label: 'Left Side', fields: [{ name: 'b_left' }] },
          { name: 'right', type: 'Fields', label: 'Right Side', fields: [{ name: 'b_right' }] },
        ],
      },
    ],
  },
};

let ready = false;
async function setUp(page: Page) {
  await signIn(page);
  if (ready) return;
  const created = await callApi(page, '/api/metadata/objects', {
    logicalName: entity,
    displayName: 'Behaviour Sample',
    displayNamePlural: 'Behaviour Samples',
    type: 'standard',
    properties,
  });
  expect(created.status).toBe(201);
  await createRecord(page, 'inu_view', {
    name: 'behaviours',
    label: 'Behaviours',
    kind: 'form',
    objectname: entity,
    body: JSON.stringify(form),
  });
  ready = true;
}

async function openForm(page: Page) {
  await page.goto(`${appUrl('demo')}${formPath}`);
  await expect(page.getByRole('heading', { name: 'New Behaviour Sample' })).toBeVisible({ timeout: 15_000 });
}

test.describe.configure({ mode: 'serial' });

test('a stage with several values asks which in a menu', async ({ page }) => {
  await setUp(page);
  await openForm(page);
  const stages = page.getByRole('group', { name: 'Progress' });
  await stages.getByRole('button', { name: 'Closed' }).click();
  await expect(page.getByRole('menuitem', { name: 'Won' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Lost' }).click();
  await expect(stages.getByRole('button', { name: 'Closed: Lost' })).toHaveAttribute('aria-current', 'step');
  // a single-value stage sets its value at once
  await stages.getByRole('button', { name: 'Open' }).click();
  await expect(stages.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-current', 'step');
});

test('a button field flashes green after a press, then goes back', async ({ page }) => {
  await setUp(page);
  // the page's clock stands still while the flash is checked: on a loaded machine its 500 ms
  // could pass between two of the checks below; then it is moved on by the flash's length
  await page.clock.install();
  await openForm(page);
  const button = page.getByRole('button', { name: 'Mark Sent' });
  await expect(button).not.toHaveClass(/\bflash\b/);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await button.click();
  await expect(button).toHaveClass(/\bflash\b/);
  // green: the theme's success colour
  const success = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--success)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  await expect(button).toHaveCSS('background-color', success);
  await expect(button).toHaveClass(/\bflash\b/);
  // ButtonField's buttonFlashMs (500 ms), and a little more
  await page.clock.runFor(600);
  await expect(button).not.toHaveClass(/\bflash\b/);
});

test('a write-in value typed once is offered on the next record', async ({ page }) => {
  await setUp(page);
  await openForm(page);
  const typed = `Fair ${suffix}`;
  const offered = page.locator(`datalist option[value="${typed}"]`);
  await expect(offered).toHaveCount(0);
  await page.getByLabel('Name', { exact: true }).fill(`Write-in ${suffix}`);
  const source = page.getByLabel('Source');
  await source.fill(typed);
  await source.press('Tab');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
  await openForm(page);
  await expect(offered).toHaveCount(1);
  // the option set's own values are still there
  await expect(page.locator('datalist option[value="Web"]')).toHaveCount(1);
});

test('the lookup dialog has an Items tab to pick from and a Selected tab with the pick', async ({ page }) => {
  await setUp(page);
  const account = `Beh Account ${suffix}`;
  await createRecord(page, 'account', { name: account });
  await openForm(page);
  await page.getByRole('button', { name: 'Search Customer in a dialog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Customer' });
  await expect(dialog.getByRole('tab', { name: 'Items' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: 'Selected (0)' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Search' }).fill(account);
  await dialog.getByRole('option', { name: account }).click();
  await dialog.getByRole('tab', { name: 'Selected (1)' }).click();
  await expect(dialog.getByRole('tab', { name: 'Selected (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel')).toContainText(account);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue(account);
});

test('the chosen tab is remembered, and a Split becomes tabs under 900 px', async ({ page }) => {
  await setUp(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openForm(page);
  await page.getByRole('tab', { name: 'Sides' }).click();
  // side by side on a wide screen: both panels at once, no tabs of their own
  await expect(page.getByLabel('Left Note')).toBeVisible();
  await expect(page.getByLabel('Right Note')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Left Side' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sides' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Right Note')).toBeVisible();

  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole('tab', { name: 'Left Side' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Left Note')).toBeVisible();
  await expect(page.getByLabel('Right Note')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Right Side' }).click();
  await expect(page.getByLabel('Right Note')).toBeVisible();
  await expect(page.getByLabel('Left Note')).toHaveCount(0);
});

test('a Json array of objects is edited as a table that keeps minCount rows', async ({ page }) => {
  await setUp(page);
  await openForm(page);
  const table = page.getByRole('table', { name: 'Lines' });
  // two rows although the value is empty, and neither can be removed
  await expect(table.getByRole('textbox', { name: 'Item, row 2' })).toBeVisible();
  await expect(table.getByRole('textbox', { name: 'Item, row 3' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
  await table.getByRole('textbox', { name: 'Item, row 1' }).fill('Pump');
  await table.getByRole('spinbutton', { name: 'Quantity, row 1' }).fill('3');
  // a third row can be added and removed again
  await page.getByRole('button', { name: 'Add row' }).click();
  await table.getByRole('textbox', { name: 'Item, row 3' }).fill('Valve');
  await expect(table.getByRole('button', { name: 'Remove row 1' })).toBeEnabled();
  await table.getByRole('button', { name: 'Remove row 3' }).click();
  await expect(table.getByRole('textbox', { name: 'Item, row 3' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: 'Remove row 2' })).toBeDisabled();

  const name = `Lines ${suffix}`;
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
  const [row] = await fetchRows<{ b_lines: string }>(page, {
    entity: {
      name: entity,
      attributes: [{ attribute: 'b_lines' }],
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: name }] },
    },
  });
  expect(JSON.parse(row?.b_lines ?? 'null')).toEqual([{ item: 'Pump', qty: 3 }, {}]);
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Lines' }).getByRole('textbox', { name: 'Item, row 1' }),
  ).toHaveValue('Pump');
});
