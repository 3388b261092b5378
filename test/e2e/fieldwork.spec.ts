import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { deleteTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { callApi, createRecord, createUserWithRole, fetchRows } from './api-calls.js';
import { withE2eDatabase } from './e2e-database.js';
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

test.beforeAll(async ({ browser }) => {
  await withE2eDatabase(async (pool) => {
    await provisionTenant(pool, {
      organization,
      template: 'fieldwork',
      sampleData: true,
      admin: { email: 'admin@fieldwork.test', password: demoPassword() },
    });
  });
  // the organisation speaks Slovak; the field worker chooses English (the helpers read English)
  const page = await browser.newPage();
  await signInAs(page, 'admin@fieldwork.test', demoPassword());
  await createUserWithRole(page, { ...worker, role: 'field worker', more: { language: 'en' } });
  await page.close();
});

test.afterAll(async () => {
  await withE2eDatabase(async (pool) => {
    await deleteTenant(pool, new MemoryEventBus(), organization);
  });
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

/** The input's background as [red, green, blue]: the flash is a colour mixed into it. */
async function background(page: Page, label: string): Promise<number[]> {
  const colour = await page.getByLabel(label).evaluate((input) => getComputedStyle(input).backgroundColor);
  const channels = colour.match(/[\d.]+/g)?.map(Number) ?? [];
  // color(srgb r g b) is in 0-1, rgb(r, g, b) in 0-255
  return colour.startsWith('color(') ? channels.slice(0, 3).map((c) => c * 255) : channels.slice(0, 3);
}

test('a stop takes a custom duration, and Enter in its address geocodes it with a green or red flash', async ({
  page,
}) => {
  // the platform's geocoding route, faked in the page as other e2e tests fake API answers
  const asked: string[] = [];
  await page.route('**/api/geocode/search?*', (route) => {
    const query = new URL(route.request().url()).searchParams.get('q') ?? '';
    asked.push(query);
    const found = query.includes('Hlavná') ? [{ lat: '48.3770', lon: '17.5880', display_name: query }] : [];
    return route.fulfill({ json: found });
  });
  await signInWorker(page, '/!/edit/route_route/0');
  const today = day(0);
  await page.getByLabel('Purpose of the trip').fill('Návšteva rodín v Nitre');
  await page.getByRole('tab', { name: 'Route' }).click();
  const table = page.locator('.journey-table');
  await page.getByLabel('Place of stop 1').selectOption({ label: 'Trnava' });
  await page.getByLabel('Departure of stop 1').fill(`${today}T07:00`);
  await page.getByLabel('Place of stop 2').selectOption({ label: 'Nitra' });
  // the last stop is the return (18:00 by default) and the trip runs to it: back at once instead,
  // so that its arrival shows the way's own time
  await page.getByLabel('Departure of stop 2').fill(`${today}T07:00`);
  // about 37 km by car: the estimate is the minimum half hour
  await expect(table.locator('[data-duration="1"]')).toHaveText('0:30');
  await expect(table.locator('[data-end="1"]')).toHaveText(/07:30/);

  await page.getByLabel('Custom duration to stop 2 (hours)').fill('2.5');
  await expect(table.locator('[data-duration="1"]')).toHaveText('2:30');
  await expect(table.locator('[data-end="1"]')).toHaveText(/09:30/); // departure + the custom duration

  const address = 'Address of stop 2';
  const flash = table.locator('tbody tr').nth(1).locator('.journey-address');
  const plain = await background(page, address);
  await page.getByLabel(address).fill('Hlavná 1, Nitra');
  await page.getByLabel(address).press('Enter');
  await expect(flash).toHaveAttribute('data-flash', 'ok');
  const [red, green] = await background(page, address);
  expect(green).toBeGreaterThan(red as number);
  expect(asked).toEqual(['Hlavná 1, Nitra']);
  await expect(flash).not.toHaveAttribute('data-flash', /.+/); // 2 s later
  expect(await background(page, address)).toEqual(plain);

  await page.getByLabel(address).fill('Neexistujúca 404');
  await page.getByLabel(address).press('Enter');
  await expect(flash).toHaveAttribute('data-flash', 'bad');
  const [redBad, greenBad] = await background(page, address);
  expect(redBad).toBeGreaterThan(greenBad as number);
  await expect(flash).not.toHaveAttribute('data-flash', /.+/);
  await page.getByLabel(address).fill('Hlavná 1, Nitra');
  await page.getByLabel(address).press('Enter');
  await expect(flash).toHaveAttribute('data-flash', 'ok');

  await page.keyboard.press('Control+s');
  await expect(page.getByText('Record saved')).toBeVisible();
  const [trip] = await fetchRows<{ legs_json: string }>(page, {
    entity: {
      name: 'route_route',
      attributes: [{ attribute: 'legs_json' }],
      filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'Návšteva rodín v Nitre' }] },
    },
  });
  const stop = JSON.parse(String(trip?.legs_json))[1];
  expect(stop).toMatchObject({ custom_duration: 9000, address: 'Hlavná 1, Nitra', latitude: 48.377 });
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
  // the category is a pick from the template's expense line types, and names the line
  const category = expense.getByLabel('Category');
  await expect(category.locator('option', { hasText: 'Mzda' })).toHaveCount(0); // an income type
  await category.selectOption({ label: 'Nájomné' });
  await expect(expense.getByLabel('Name')).toHaveValue('Nájomné');
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
    ['rent', 20],
    ['child_allowance', 60],
  ]);
});

test('budget lines edited on the Budget tab are saved from another tab, merged with a colleague’s, and kept when both changed one', async ({
  page,
}) => {
  await signInWorker(page, '/');
  const person = await createRecord(page, 'fi_osoba', { name: 'Dospelý Rozpočtový', birthday: '1985-05-05' });
  const stored = async () =>
    fetchRows<{ id: string; name: string; amount: number; versionnumber: number }>(page, {
      entity: {
        name: 'fi_budget_line',
        attributes: ['id', 'name', 'amount', 'versionnumber'].map((attribute) => ({ attribute })),
        filter: { conditions: [{ attribute: 'personid', operator: 'eq', value: person }] },
        orders: [{ attribute: 'name', descending: false }],
      },
    });
  const line = (values: Record<string, unknown>) =>
    createRecord(page, 'fi_budget_line', { personid: { id: person, name: 'fi_osoba' }, ...values });
  const salary = await line({ type: 'in', name: 'Mzda', category: 'salary', amount: 800 });
  const rent = await line({ type: 'out', name: 'Nájomné', category: 'rent', amount: 300 });
  const colleagueSaves = async (id: string, values: Record<string, unknown>) => {
    const current = (await stored()).find((row) => row.id === id);
    const answer = await callApi(page, '/api/update', {
      name: 'fi_budget_line',
      operation: 'update',
      object: { id, versionnumber: current?.versionnumber, ...values },
    });
    expect(answer.status).toBe(200);
  };
  const amountOf = (name: string) =>
    page
      .locator('.budget-list tbody tr')
      .filter({ has: page.locator(`input[value="${name}"]`) })
      .getByLabel('Amount (€)');

  await page.goto(`${appUrl(organization)}/!/edit/fi_osoba/${person}`);
  await page.getByRole('tab', { name: 'Budget' }).click();
  await amountOf('Mzda').fill('900');
  // the Budget tab is left: its lines stay with the form, which says it has unsaved changes
  await page.getByRole('tab', { name: 'General' }).click();
  await expect(page.locator('.record-form')).toHaveAttribute('data-dirty', 'true');
  // meanwhile a colleague changes the other line, and another field of the edited one
  await colleagueSaves(rent, { amount: 350 });
  await colleagueSaves(salary, { name: 'Mzda (hlavná)' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
  await expect(page.locator('.record-form')).not.toHaveAttribute('data-dirty', /.+/);
  await page.reload();
  await page.getByRole('tab', { name: 'Budget' }).click();
  await expect(amountOf('Mzda (hlavná)')).toHaveValue('900');
  await expect(amountOf('Nájomné')).toHaveValue('350');
  expect((await stored()).map((row) => [row.name, Number(row.amount)])).toEqual([
    ['Mzda (hlavná)', 900],
    ['Nájomné', 350],
  ]);

  // both change the same field: the user is told who, and their value stays for the next Save
  await amountOf('Nájomné').fill('400');
  await colleagueSaves(rent, { amount: 380 });
  await page.getByRole('tab', { name: 'General' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refused = page.getByRole('alertdialog', { name: 'The record was not saved' });
  await expect(refused).toContainText('This record was modified by');
  await refused.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('tab', { name: 'Budget' }).click();
  await expect(amountOf('Nájomné')).toHaveValue('400');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
  await expect.poll(async () => (await stored()).find((row) => row.id === rent)?.amount).toBe(400);
});
