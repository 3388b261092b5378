import { expect, test } from '@playwright/test';
import { callApi, createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/** A 1x1 PNG, for the image field. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const choices = (labels: string[]) => labels.map((label, index) => ({ value: index + 1, label }));

/** One property of every kind the field registry knows (issue 6, item 3). */
const properties = [
  { logicalName: 'e_text', displayName: 'Plain Text', type: 'String', flags: ['Required'] },
  { logicalName: 'e_multi', displayName: 'Long Text', type: 'String', flags: ['MultiLine'] },
  { logicalName: 'e_url', displayName: 'Web Page', type: 'String', flags: ['Url'] },
  { logicalName: 'e_email', displayName: 'Mail Address', type: 'String', flags: ['Email'] },
  { logicalName: 'e_phone', displayName: 'Phone Number', type: 'String', flags: ['Phone'] },
  { logicalName: 'e_json', displayName: 'Settings JSON', type: 'String', flags: ['Json'] },
  { logicalName: 'tags', displayName: 'Keywords', type: 'String', flags: [] },
  { logicalName: 'e_int', displayName: 'Whole Number', type: 'Integer', flags: [] },
  { logicalName: 'e_dec', displayName: 'Decimal Number', type: 'Decimal', flags: [], precision: 2 },
  { logicalName: 'e_money', displayName: 'Budget', type: 'Money', flags: [], precision: 2 },
  { logicalName: 'e_duration', displayName: 'Time Spent', type: 'Integer', flags: ['Duration'] },
  { logicalName: 'e_date', displayName: 'Due Date', type: 'DateTime', flags: ['DateOnly'] },
  { logicalName: 'e_bool', displayName: 'Approved', type: 'Boolean', flags: [] },
  {
    logicalName: 'e_small',
    displayName: 'Priority',
    type: 'Integer',
    flags: ['OptionSet'],
    richOptions: choices(['Low', 'Normal', 'High']),
  },
  {
    logicalName: 'e_large',
    displayName: 'Region',
    type: 'Integer',
    flags: ['OptionSet'],
    richOptions: choices(['North', 'South', 'East', 'West', 'Central', 'Coast', 'Islands']),
  },
  { logicalName: 'e_lookup', displayName: 'Customer', type: 'Lookup', flags: [], targets: ['account'] },
  { logicalName: 'e_image', displayName: 'Picture', type: 'String', flags: ['Image'] },
];

test('a record with every kind of field saves and shows the same values after a reload', async ({ page }) => {
  await signIn(page);
  const suffix = Date.now().toString(36);
  const entity = `e2e_kinds_${suffix}`;
  const created = await callApi(page, '/api/metadata/objects', {
    logicalName: entity,
    displayName: 'Kind Sample',
    displayNamePlural: 'Kind Samples',
    type: 'standard',
    properties,
  });
  expect(created.status).toBe(201);
  const customer = `Kinds Customer ${suffix}`;
  await createRecord(page, 'account', { name: customer });

  await page.goto(`${appUrl('demo')}/sales/edit/${entity}/0`);
  await expect(page.getByRole('heading', { name: 'New Kind Sample' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Plain Text').fill('Every kind');
  await page.getByLabel('Long Text').fill('Line one\nLine two');
  await page.getByLabel('Web Page').fill('https://example.com/kinds');
  await page.getByLabel('Mail Address').fill('kinds@example.com');
  await page.getByLabel('Phone Number').fill('+421 900 000 111');
  await page.getByLabel('Settings JSON').fill('{"a":1}');
  const keywords = page.getByLabel('Keywords');
  await keywords.fill('zeta');
  await keywords.press('Enter');
  await keywords.fill('alpha');
  await keywords.press('Enter');
  await page.getByLabel('Whole Number').fill('42');
  await page.getByLabel('Decimal Number').fill('3.25');
  await page.getByLabel('Budget').fill('1500.5');
  const duration = page.getByLabel('Time Spent');
  await duration.fill('1:30:15');
  await duration.press('Tab');
  await page.getByLabel('Due Date').fill('2026-12-24');
  await page.getByLabel('Approved').check();
  await page.getByRole('radiogroup', { name: 'Priority' }).getByText('High').click();
  await page.getByLabel('Region').selectOption({ label: 'Coast' });
  const lookup = page.getByRole('combobox', { name: 'Customer' });
  await lookup.fill(`Kinds Customer ${suffix}`);
  await page.getByRole('option', { name: customer }).click();
  await page.locator('[data-field="e_image"] input[type=file]').setInputFiles({
    name: 'dot.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.locator('[data-field="e_image"] img')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/edit/${entity}/[0-9a-f-]{36}$`));
  const id = page.url().split('/').pop() ?? '';

  const [stored] = await fetchRows<Record<string, unknown>>(page, {
    entity: {
      name: entity,
      allattrs: true,
      filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
    },
  });
  expect(stored).toMatchObject({
    e_text: 'Every kind',
    e_multi: 'Line one\nLine two',
    e_url: 'https://example.com/kinds',
    e_email: 'kinds@example.com',
    e_phone: '+421 900 000 111',
    e_json: '{"a":1}',
    tags: 'alpha;zeta',
    e_int: 42,
    e_duration: 5415,
    e_bool: true,
    e_small: 3,
    e_large: 6,
    e_lookup: { label: customer },
  });
  expect(Number(stored?.e_dec)).toBe(3.25);
  expect(Number(stored?.e_money)).toBe(1500.5);
  expect(String(stored?.e_date)).toMatch(/^2026-12-24/);
  expect(JSON.parse(String(stored?.e_image))).toMatchObject({ name: 'dot.png', type: 'image/png' });

  await page.reload();
  await expect(page.getByLabel('Plain Text')).toHaveValue('Every kind');
  await expect(page.getByLabel('Long Text')).toHaveValue('Line one\nLine two');
  await expect(page.getByLabel('Whole Number')).toHaveValue('42');
  await expect(page.getByLabel('Time Spent')).toHaveValue('1:30:15');
  await expect(page.getByLabel('Due Date')).toHaveValue('2026-12-24');
  await expect(page.getByLabel('Approved')).toBeChecked();
  await expect(page.getByRole('radio', { name: 'High' })).toBeChecked();
  await expect(page.getByLabel('Region')).toHaveValue('6');
  await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue(customer);
  await expect(page.getByRole('button', { name: 'Remove alpha' })).toBeVisible();
  await expect(page.locator('[data-field="e_image"] img')).toBeVisible();
});
