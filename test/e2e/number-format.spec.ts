import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { deleteTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { callApi, createRecord, fetchRows } from './api-calls.js';
import { withE2eDatabase } from './e2e-database.js';
import { appUrl } from './e2e-state.js';
import { chooseView, demoPassword, signIn } from './helpers.js';

/**
 * Money in the record form and the list (issue 22, "First impression"): formatted as lists
 * show it, saved and read again, and the organisation's number format (Settings) over the
 * user's language. The field's own behaviour (formatted unfocused, the plain number focused,
 * what it reads from typed text) is in web/src/fields/numbers/NumberEditor.dom.test.tsx. The organisation's number
 * format changes what every user of it sees, so the file has an organisation of its own.
 */
const organization = `nf-${randomBytes(4).toString('hex')}`;
const admin = { email: 'admin@numbers.test' };
const nbsp = '\u00a0';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  await withE2eDatabase(async (pool) => {
    await provisionTenant(pool, {
      organization,
      template: 'crm',
      admin: { email: admin.email, password: demoPassword() },
    });
  });
});

test.afterAll(async () => {
  await withE2eDatabase(async (pool) => {
    await deleteTenant(pool, new MemoryEventBus(), organization);
  });
});

const signInAdmin = (page: Page, path: string) =>
  signIn(page, { organization, email: admin.email, password: demoPassword(), path });

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
};

const storedRevenue = async (page: Page, id: string) => {
  const [row] = await fetchRows<{ revenue: number | string | null }>(page, {
    entity: {
      name: 'account',
      attributes: [{ attribute: 'revenue' }],
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
    },
  });
  return Number(row?.revenue);
};

/** Sets the organisation's number format through the API (Customize > Settings' record). */
async function setNumberLocale(page: Page, locale: string | null) {
  const [settings] = await fetchRows<{ id: string; versionnumber: number }>(page, {
    entity: {
      name: 'inu_orgsettings',
      attributes: [{ attribute: 'id' }, { attribute: 'versionnumber' }],
      orders: [{ attribute: 'createdon' }],
    },
  });
  if (!settings) throw new Error('the organisation has no settings record');
  const { status, body } = await callApi(page, '/api/update', {
    name: 'inu_orgsettings',
    operation: 'update',
    object: { id: settings.id, versionnumber: settings.versionnumber, numberlocale: locale },
  });
  expect(status, JSON.stringify(body)).toBe(200);
}

test('a money field refuses text that is no number at save, keeps it, and reads formatted after save and reload', async ({
  page,
}) => {
  await signInAdmin(page, '/sales/');
  const id = await createRecord(page, 'account', { name: 'Numbers Ltd', revenue: 108780000 });
  await page.goto(`${appUrl(organization)}/sales/edit/account/${id}`);
  const revenue = page.getByLabel('Annual Revenue');
  // formatted as the list shows it, not 108780000
  await expect(revenue).toHaveValue(`108,780,000.00${nbsp}€`);

  // text that is no number stays as typed, and the save says why it is refused
  await revenue.fill('12 apples');
  await revenue.press('Tab');
  await expect(revenue).toHaveValue('12 apples');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refused = page.getByRole('alertdialog');
  await expect(refused).toContainText('The record was not saved');
  await expect(refused).toContainText(/revenue: expected a number/);
  await refused.getByRole('button', { name: 'OK' }).click();
  expect(await storedRevenue(page, id)).toBe(108780000);
  await expect(revenue).toHaveValue('12 apples');

  await revenue.fill('1450.5');
  await revenue.press('Tab');
  await save(page);
  expect(await storedRevenue(page, id)).toBe(1450.5);
  await page.reload();
  await expect(page.getByLabel('Annual Revenue')).toHaveValue(`1,450.50${nbsp}€`);
});

test("with the organisation's number format Slovak, the list and the form write amounts the Slovak way", async ({
  page,
}) => {
  await signInAdmin(page, '/sales/');
  const id = await createRecord(page, 'account', { name: 'Slovak Numbers', revenue: 1450.5 });
  await setNumberLocale(page, 'sk-SK');
  try {
    // the user context brings the number format; the user's language (English) keeps the texts
    await page.goto(`${appUrl(organization)}/sales/list/account`);
    await chooseView(page, 'top');
    const row = page
      .getByRole('grid', { name: 'Accounts' })
      .getByRole('row')
      .filter({ hasText: 'Slovak Numbers' });
    await expect(row).toContainText(`1${nbsp}450,50${nbsp}€`);

    await page.goto(`${appUrl(organization)}/sales/edit/account/${id}`);
    const revenue = page.getByLabel('Annual Revenue');
    await expect(revenue).toHaveValue(`1${nbsp}450,50${nbsp}€`);
    await revenue.fill('3 100,25');
    await revenue.press('Tab');
    await expect(revenue).toHaveValue(`3${nbsp}100,25${nbsp}€`);
    await save(page);
    expect(await storedRevenue(page, id)).toBe(3100.25);
    await page.reload();
    await expect(page.getByLabel('Annual Revenue')).toHaveValue(`3${nbsp}100,25${nbsp}€`);
  } finally {
    await setNumberLocale(page, null);
  }
});

test("with the organisation's number format Slovak, dashboard tiles, charts and kanban totals write amounts the Slovak way", async ({
  page,
}) => {
  await signInAdmin(page, '/sales/');
  await createRecord(page, 'opportunity', {
    name: 'Slovak Pipeline',
    stage: 'qualify',
    estimatedvalue: 12345,
  });
  await setNumberLocale(page, 'sk-SK');
  try {
    // the English user keeps English texts, the amounts follow the organisation: 12 345, not 12,345
    await page.goto(`${appUrl(organization)}/sales/`);
    const pipeline = page.getByRole('region', { name: 'Open Pipeline' }).locator('.dashboard-number');
    await expect(pipeline).toHaveText(`12${nbsp}345`);
    // the chart's value axis counts in Slovak thousands (tis.), not 12K
    const chart = page.getByRole('region', { name: 'Pipeline by Stage' });
    await expect(
      chart.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: /tis\./ }).first(),
    ).toBeVisible();

    await page.goto(`${appUrl(organization)}/sales/list/opportunity?mode=kanban`);
    const qualify = page.locator('.kanban-lane[data-lane="qualify"]');
    await expect(qualify.locator('.kanban-lane-total')).toHaveText(
      `Estimated Revenue: 12${nbsp}345,00${nbsp}€`,
    );
  } finally {
    await setNumberLocale(page, null);
  }
});
