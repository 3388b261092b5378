import { expect, test } from '@playwright/test';
import { callApi, createRecord, createScriptView, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/**
 * Issue 26 item 6 (spec 001 section 7): `{entity}.renderCell` changes how list cells show. Its
 * own object, so the script touches no other test's lists. Here: the script's module comes from
 * the server and runs in the browser, and a row changed on the server is dressed again. How its
 * answers dress a cell (colour, title, text kept as text, one run per cell and row version) is
 * checked in web/src/lists/grid/render-cell.dom.test.tsx.
 */
const renderCell = `export default function (cell) {
  if (cell.column !== 'name') return undefined;
  if (String(cell.value).includes('Gold')) return { text: 'VIP ' + cell.value, color: '#c62828', title: 'A gold customer' };
  return undefined;
}`;

test('renderCell from the server dresses list cells, and a changed row again', async ({ page }) => {
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

  await page.goto(`${appUrl('demo')}/sales/list/${entity}`);
  const cell = page.getByRole('gridcell', { name: 'VIP Gold Mine' });
  await expect(cell).toBeVisible({ timeout: 15_000 });

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
