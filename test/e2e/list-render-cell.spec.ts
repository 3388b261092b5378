import { expect, test } from '@playwright/test';
import { callApi, createRecord, createScriptView, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/**
 * Issue 26 item 6 (spec 001 section 7): `{entity}.renderCell` changes how list cells show. Its
 * own object, so the script touches no other test's lists. The script counts its runs on the
 * page: drawing the list again (a sort back and forth) runs it for no cell a second time.
 */
const renderCell = `export default function (cell) {
  globalThis.__renderCellRuns = (globalThis.__renderCellRuns ?? 0) + 1;
  if (cell.column !== 'name') return undefined;
  if (String(cell.value).includes('Gold')) return { text: 'VIP ' + cell.value, color: '#c62828', title: 'A gold customer' };
  if (String(cell.value).includes('Broken')) return { text: '<b>bold?</b>', color: 'red;position:fixed' };
  return undefined;
}`;

test('renderCell dresses list cells, once per cell and row version', async ({ page }) => {
  await signIn(page);
  const suffix = Date.now().toString(36);
  const entity = `e2e_cells_${suffix}`;
  const created = await callApi(page, '/api/metadata/objects', {
    logicalName: entity,
    displayName: 'Cell Sample',
    displayNamePlural: 'Cell Samples',
    type: 'standard',
    properties: [{ logicalName: 'c_note', displayName: 'Note', type: 'String', flags: [], max: 100 }],
  });
  expect(created.status).toBe(201);
  await createScriptView(page, entity, `${entity}.renderCell`, renderCell);
  const gold = await createRecord(page, entity, { name: 'Gold Mine', c_note: 'first' });
  await createRecord(page, entity, { name: 'Plain Shop', c_note: 'second' });
  await createRecord(page, entity, { name: 'Broken Look', c_note: 'third' });

  await page.goto(`${appUrl('demo')}/sales/list/${entity}`);
  const cell = page.getByRole('gridcell', { name: 'VIP Gold Mine' });
  await expect(cell).toBeVisible({ timeout: 15_000 });
  await expect(cell.locator('.cell-script')).toHaveCSS('color', 'rgb(198, 40, 40)');
  await expect(cell.locator('.cell-script')).toHaveAttribute('title', 'A gold customer');
  await expect(page.getByRole('gridcell', { name: 'Plain Shop', exact: true })).toBeVisible();
  // text stays text, and a colour that is not one is dropped
  const broken = page.getByRole('gridcell', { name: '<b>bold?</b>' });
  await expect(broken).toBeVisible();
  await expect(broken.locator('b')).toHaveCount(0);
  expect(await broken.locator('.cell-script').getAttribute('style')).toBeNull();

  // the same rows drawn again (sorted the other way and back): the script does not run again
  const runs = () => page.evaluate(() => (globalThis as { __renderCellRuns?: number }).__renderCellRuns ?? 0);
  const before = await runs();
  expect(before).toBeGreaterThan(0);
  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(cell).toBeVisible();
  expect(await runs()).toBe(before);

  // a changed row (a new version) is dressed again
  const [row] = await fetchRows<{ versionnumber: number }>(page, {
    entity: {
      name: entity,
      attributes: [{ attribute: 'versionnumber' }],
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: gold }] },
    },
  });
  const update = await callApi(page, '/api/update', {
    name: entity,
    operation: 'update',
    object: { id: gold, versionnumber: row?.versionnumber, name: 'Gold Rush' },
  });
  expect(update.status).toBe(200);
  await expect(page.getByRole('gridcell', { name: 'VIP Gold Rush' })).toBeVisible({ timeout: 15_000 });
});
