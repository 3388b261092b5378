import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createDatabasePool } from '@strata/api/db/pool';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { deleteTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { createRecord, createUserWithRole, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { demoPassword } from './helpers.js';

/**
 * The fieldwork template's domain panels through the real UI (issue 23): a field worker plans
 * a two-day trip to Vienna with border crossings and sees the meal allowance; a family budget
 * gets its child allowance line. One fieldwork organisation per file, provisioned here.
 */
const organization = `fw-${randomBytes(4).toString('hex')}`;
const worker = {
  name: 'Terézia Terénna',
  email: 'worker@fieldwork.test',
  password: 'field worker password 1',
};

// one organisation for the file: both tests run in one worker, after one provisioning
test.describe.configure({ mode: 'serial', timeout: 90_000 });

function databaseUrl(): string {
  const url = process.env.STRATA_E2E_DATABASE_URL;
  if (!url)
    throw new Error('STRATA_E2E_DATABASE_URL is not set: run the tests through `npx playwright test`');
  return url;
}

test.beforeAll(async ({ browser }) => {
  const pool = await createDatabasePool(databaseUrl(), { maximumPoolSize: 2 });
  try {
    await provisionTenant(pool, {
      organization,
      template: 'fieldwork',
      sampleData: true,
      admin: { email: 'admin@fieldwork.test', password: demoPassword() },
    });
  } finally {
    await pool.end();
  }
  // the organisation speaks Slovak; the field worker chooses English (the helpers read English)
  const page = await browser.newPage();
  await signInAs(page, 'admin@fieldwork.test', demoPassword());
  await createUserWithRole(page, { ...worker, role: 'field worker', more: { language: 'en' } });
  await page.close();
});

test.afterAll(async () => {
  const pool = await createDatabasePool(databaseUrl(), { maximumPoolSize: 2 });
  try {
    await deleteTenant(pool, new MemoryEventBus(), organization);
  } finally {
    await pool.end();
  }
});

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** Like helpers' signIn, with more time: the first load of a fresh organisation's shell is slow. */
async function signInAs(page: Page, email: string, password: string, path = '/') {
  await page.goto(`${appUrl(organization)}/login?returnUrl=${encodeURIComponent(path)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^(Profile of|Profil) / })).toBeVisible({ timeout: 20_000 });
}

const signInWorker = (page: Page, path: string) => signInAs(page, worker.email, worker.password, path);

test('a field worker plans a two-day trip to Vienna and sees the meal allowance of both days', async ({
  page,
}) => {
  await signInWorker(page, '/!/edit/route_route/0');
  const [today, tomorrow] = [day(0), day(1)];
  await page.getByLabel('Purpose of the trip').fill('Konferencia vo Viedni');
  await page.getByRole('tab', { name: 'Route' }).click();
  const table = page.locator('.journey-table');
  await expect(table.locator('tbody tr')).toHaveCount(2); // the two default stops
  await page.getByLabel('Place of stop 1').selectOption({ label: 'Trnava' });
  await page.getByLabel('Departure of stop 1').fill(`${today}T07:00`);
  await table.locator('tbody tr').first().getByRole('button', { name: 'Add a stop after this one' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(page.getByLabel('Departure of stop 2')).toHaveValue(`${today}T10:00`); // 3 h later
  await page.getByLabel('Place of stop 2').selectOption({ label: 'Viedeň' });
  await expect(page.getByLabel('Transport to stop 2')).toHaveValue('select'); // abroad
  await page.getByLabel('Departure of stop 2').fill(`${tomorrow}T16:00`);
  await page.getByLabel('Place of stop 3').selectOption({ label: 'Trnava' });
  await page.getByLabel('Departure of stop 3').fill(`${tomorrow}T18:00`);
  await page.getByLabel('Border crossing before stop 2').fill(`${today}T07:45`);
  await page.getByLabel('Border crossing before stop 3').fill(`${tomorrow}T16:45`);
  // without a directions service the distance is the great circle, marked ~
  await expect(table.locator('tbody tr').nth(1).locator('[data-approx]')).toHaveText(/^~\d/);

  await page.getByRole('tab', { name: 'Meal allowance' }).click();
  const meals = page.locator('.meals-table');
  await expect(meals.locator('tbody tr')).toHaveCount(2);
  // 16.25 h and 16.75 h in Austria: the full 45 EUR each day; under 5 h at home: nothing
  await expect(meals.locator(`[data-claim="${today}"]`)).toHaveText(/45[.,]00/);
  await expect(meals.locator('[data-total="claim"]')).toHaveText(/90[.,]00/);
  await meals.getByLabel(`Lunch provided on`, { exact: false }).first().check();
  await expect(meals.locator(`[data-claim="${today}"]`)).toHaveText(/27[.,]00/); // 45 less 40 %

  await page.keyboard.press('Control+s');
  await expect(page.getByText('Record saved')).toBeVisible();
  const [trip] = await fetchRows<Record<string, unknown>>(page, {
    entity: {
      name: 'route_route',
      allattrs: true,
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'Konferencia vo Viedni' }] },
    },
  });
  expect(trip?.name_locations).toBe('Trnava - Viedeň - Trnava');
  expect(Number(trip?.total_distance)).toBeGreaterThan(80); // the car leg back only
  expect(JSON.parse(String(trip?.diet_json)).map((entry: { meals: number }) => entry.meals)).toEqual([2, 0]);
});

test('a family budget gets the child allowance line of its child, saved with the family', async ({
  page,
}) => {
  await signInWorker(page, '/');
  const family = await createRecord(page, 'fi_family', { name: 'Rodina Testovacia' });
  const child = await createRecord(page, 'fi_osoba', {
    name: 'Malý Testovací',
    birthday: `${Number(day(0).slice(0, 4)) - 5}-03-01`,
  });
  await createRecord(page, 'fi_family_member', {
    familyid: { id: family, name: 'fi_family' },
    personid: { id: child, name: 'fi_osoba' },
  });
  await page.goto(`${appUrl(organization)}/!/edit/fi_family/${family}`);
  await page.getByRole('tab', { name: 'Budget' }).click();
  const line = page.locator('tr[data-category="child_allowance"]');
  await expect(line).toHaveAttribute('data-pending', 'create');
  await expect(line.getByLabel('Name')).toHaveValue('Child allowance');
  await expect(page.locator('[data-difference]')).toHaveText(/60,00\s€/); // Slovak number format

  // an amount that is not whole euros is refused
  await page.getByRole('region', { name: 'Monthly expenses' }).getByRole('button', { name: 'Add' }).click();
  const expense = page.getByRole('region', { name: 'Monthly expenses' }).locator('tbody tr').first();
  await expense.getByLabel('Name').fill('Nájom');
  await expense.getByLabel('Amount (€)').fill('12.5');
  await expect(expense.getByRole('alert')).toHaveText('Amounts are whole euros.');
  await expense.getByLabel('Amount (€)').fill('20');
  await expect(page.locator('[data-difference]')).toHaveText(/40,00\s€/);

  await page.keyboard.press('Control+s');
  await expect(page.getByText('Record saved')).toBeVisible();
  await expect(page.locator('tr[data-category="child_allowance"]')).not.toHaveAttribute('data-pending', /.+/);
  const lines = await fetchRows<{ amount: number; category: string }>(page, {
    entity: {
      name: 'fi_budget_line',
      attributes: [{ attribute: 'amount' }, { attribute: 'category' }],
      filter: { conditions: [{ attribute: 'personid', operator: 'eq', value: child }] },
      orders: [{ attribute: 'amount', descending: false }],
    },
  });
  expect(lines.map((row) => [row.category, Number(row.amount)])).toEqual([
    ['', 20],
    ['child_allowance', 60],
  ]);
});
