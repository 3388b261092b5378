import { expect, type Page, test } from '@playwright/test';
import { callApi, createListView, createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn, signInWithoutOpening } from './helpers.js';

/**
 * A dashboard of its own per test, over opportunities of its own (names with a unique suffix),
 * so figures do not move while other tests add records.
 */
async function seedDashboard(page: Page) {
  const suffix = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
  const accountA = await createRecord(page, 'account', { name: `Dash A ${suffix}` });
  const accountB = await createRecord(page, 'account', { name: `Dash B ${suffix}` });
  for (const [name, stage, estimatedvalue, account] of [
    [`Deal A1 ${suffix}`, 'qualify', 1000, accountA],
    [`Deal A2 ${suffix}`, 'propose', 4000, accountA],
    [`Deal B1 ${suffix}`, 'qualify', 2500, accountB],
  ] as const) {
    await createRecord(page, 'opportunity', {
      name,
      stage,
      estimatedvalue,
      accountid: { id: account, name: 'account' },
    });
  }
  const mine = { conditions: [{ attribute: 'name', operator: 'like', value: `Deal % ${suffix}` }] };
  const listName = `deals${suffix}`;
  await createListView(page, { entity: 'opportunity', name: listName, prefix: 'Deal ' });
  const name = `e2e${suffix}`;
  const body = {
    gridColumns: 'repeat(3, minmax(0, 1fr))',
    gridRows: '180px 300px 300px',
    objects: [
      { type: 'filter', objectName: 'opportunity', field: 'stage', label: 'Sales Stage' },
      {
        type: 'filter',
        objectName: 'opportunity',
        field: 'accountid',
        label: 'Account',
        extraFetch: { conditions: [{ attribute: 'name', operator: 'like', value: `Dash % ${suffix}` }] },
      },
      {
        type: 'simplechart',
        chartType: 'number',
        objectName: 'opportunity',
        label: 'Pipeline value',
        series: [{ aggregateField: 'estimatedvalue', aggregateMethod: 'sum' }],
        extraFetch: mine,
        gridArea: '1 / 1 / 2 / 2',
      },
      {
        type: 'simplechart',
        chartType: 'gauge',
        objectName: 'opportunity',
        label: { en: 'Against target', de: 'Gegen Ziel' },
        series: [{ aggregateField: 'estimatedvalue', aggregateMethod: 'sum' }],
        initialValue: 10000,
        extraFetch: mine,
        gridArea: '1 / 2 / 2 / 3',
      },
      { type: 'label', text: { en: 'Deals of the test', de: 'Deals des Tests' }, gridArea: '1 / 3 / 2 / 4' },
      {
        type: 'chart',
        objectName: 'opportunity',
        listName: 'pipeline',
        label: 'Pipeline',
        extraFetch: mine,
        gridArea: '2 / 1 / 3 / 3',
      },
      {
        type: 'grid',
        objectName: 'opportunity',
        listName,
        label: 'Deals',
        extraFetch: mine,
        gridArea: '2 / 3 / 3 / 4',
      },
      {
        type: 'chart',
        objectName: 'opportunity',
        listName: 'nosuchchart',
        label: 'Broken list',
        gridArea: '3 / 1 / 4 / 2',
      },
      {
        type: 'grid',
        objectName: 'nosuchentity',
        listName: 'all',
        label: 'Broken entity',
        gridArea: '3 / 2 / 4 / 3',
      },
      {
        type: 'simplechart',
        chartType: 'number',
        objectName: 'opportunity',
        label: 'Broken field',
        series: [{ aggregateField: 'nosuchfield', aggregateMethod: 'sum' }],
        gridArea: '3 / 3 / 4 / 4',
      },
    ],
  };
  const viewId = await createRecord(page, 'inu_view', {
    name,
    label: `Test dashboard ${suffix}`,
    kind: 'dashboard',
    body: JSON.stringify(body),
  });
  return { suffix, name, viewId, mine, accountA };
}

/** The sum the number and the gauge show, fetched the same way the widget asks. */
async function sumOf(page: Page, filter: unknown): Promise<number> {
  const [row] = await fetchRows<{ value: number | string | null }>(page, {
    entity: {
      name: 'opportunity',
      attributes: [{ attribute: 'estimatedvalue', aggregate: 'sum', alias: 'value' }],
      filter,
    },
  });
  return Number(row?.value ?? 0);
}

test('dashboard filters change every widget; number and gauge equal a fetch of the aggregate', async ({
  page,
}) => {
  await signInWithoutOpening(page);
  const { suffix, name, mine, accountA } = await seedDashboard(page);
  await page.goto(`${appUrl('demo')}/sales/dashboard/${name}`);
  const number = page.getByRole('region', { name: 'Pipeline value' }).locator('.dashboard-number');
  const gauge = page.getByRole('region', { name: 'Against target' }).locator('.dashboard-gauge');
  const bars = page.getByRole('region', { name: 'Pipeline' }).locator('.recharts-bar-rectangle');
  const rows = page.getByRole('region', { name: 'Deals', exact: true }).locator('tbody tr');

  const all = await sumOf(page, mine);
  expect(all).toBe(7500);
  await expect(number).toHaveAttribute('data-value', String(all));
  await expect(number).toContainText('7,500');
  await expect(gauge).toHaveAttribute('data-value', '75');
  await expect(gauge).toContainText('75 %');
  await expect(bars).toHaveCount(2);
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('Deals of the test')).toBeVisible();

  // one account: every widget narrows to its two deals
  await page
    .getByRole('group', { name: 'Account' })
    .getByRole('checkbox', { name: `Dash A ${suffix}` })
    .check();
  const accountOnly = await sumOf(page, {
    type: 'and',
    filters: [mine, { conditions: [{ attribute: 'accountid', operator: 'in', value: [accountA] }] }],
  });
  expect(accountOnly).toBe(5000);
  await expect(number).toHaveAttribute('data-value', String(accountOnly));
  await expect(gauge).toHaveAttribute('data-value', '50');
  await expect(rows).toHaveCount(2);
  await expect(bars).toHaveCount(2);

  // and one stage: a single deal is left everywhere
  await page.getByRole('group', { name: 'Sales Stage' }).getByRole('checkbox', { name: 'Qualify' }).check();
  await expect(number).toHaveAttribute('data-value', '1000');
  await expect(gauge).toHaveAttribute('data-value', '10');
  await expect(bars).toHaveCount(1);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Deal A1 ${suffix}`);

  // the choice is remembered for this dashboard
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Sales Stage' }).getByRole('checkbox', { name: 'Qualify' }),
  ).toBeChecked();
  await expect(number).toHaveAttribute('data-value', '1000');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(number).toHaveAttribute('data-value', '7500');
});

test('a click on a chart bar opens the list filtered to that group', async ({ page }) => {
  await signInWithoutOpening(page);
  const { suffix, name } = await seedDashboard(page);
  await page.goto(`${appUrl('demo')}/sales/dashboard/${name}`);
  const bars = page.getByRole('region', { name: 'Pipeline' }).locator('.recharts-bar-rectangle');
  await expect(bars).toHaveCount(2);
  // groups come in stage order: Propose, then Qualify (two deals)
  await bars.last().click();
  await expect(page).toHaveURL(/\/sales\/list\/opportunity/);
  await expect(page.getByText(`Deal A1 ${suffix}`)).toBeVisible();
  await expect(page.getByText(`Deal B1 ${suffix}`)).toBeVisible();
  await expect(page.getByText(`Deal A2 ${suffix}`)).toBeHidden();
});

test('customise mode moves a widget and saves it to the view; an invalid body is refused', async ({
  page,
}) => {
  await signInWithoutOpening(page);
  const { name, viewId } = await seedDashboard(page);
  await page.goto(`${appUrl('demo')}/sales/dashboard/${name}`);
  await expect(
    page.getByRole('region', { name: 'Pipeline value' }).locator('.dashboard-number'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Customize' }).click();
  await page.getByRole('button', { name: 'Move down: Pipeline value' }).click();
  await page.getByRole('button', { name: 'Wider: Pipeline value' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Dashboard saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customize' })).toBeVisible();
  const [saved] = await fetchRows<{ body: string; versionnumber: number }>(page, {
    entity: {
      name: 'inu_view',
      attributes: [{ attribute: 'body' }, { attribute: 'versionnumber' }],
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: viewId }] },
    },
  });
  const objects = (JSON.parse(saved?.body ?? '{}') as { objects: { label?: unknown; gridArea?: string }[] })
    .objects;
  expect(objects.find((object) => object.label === 'Pipeline value')?.gridArea).toBe('2 / 1 / 3 / 3');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Pipeline value' })).toHaveCSS('grid-row-start', '2');

  const refused = await callApi<{ code: string; message: string }>(page, '/api/update', {
    operation: 'update',
    name: 'inu_view',
    object: {
      id: viewId,
      versionnumber: saved?.versionnumber,
      body: JSON.stringify({ objects: [{ type: 'pie', objectName: 'account' }] }),
    },
  });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).toContain('objects.0.type');
});

test('the crm sales dashboard opens after sign-in with every widget drawn', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/sales\/dashboard\/sales$/);
  await expect(page.getByRole('heading', { name: 'Sales Dashboard' })).toBeVisible();
  const widgets = page.locator('.dashboard-widget');
  await expect(widgets).toHaveCount(10);
  await expect(
    page.locator(
      '.dashboard-widget[data-state="loading"], .dashboard-widget[data-state="missing"], .dashboard-widget[data-state="error"]',
    ),
  ).toHaveCount(0);
  // a phone shows one column
  await page.setViewportSize({ width: 400, height: 800 });
  // the charts redraw at the new width after the resize: both boxes are read once they settle
  await expect(async () => {
    const first = await widgets.nth(0).boundingBox();
    const second = await widgets.nth(1).boundingBox();
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  }).toPass();
});
