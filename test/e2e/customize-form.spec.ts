import { expect, test } from '@playwright/test';
import { callApi, createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

test.describe('customise mode', () => {
  // every test here saves the product form: one after another, or their saves would conflict
  test.describe.configure({ mode: 'serial' });

  test('adds a new database field from the form, saves the form and uses the field', async ({ page }) => {
    await signIn(page);
    const suffix = Date.now().toString(36);
    const productId = await createRecord(page, 'product', { name: `Customised ${suffix}` });
    await page.goto(`${appUrl('demo')}/sales/edit/product/${productId}`);
    await expect(page.getByLabel('Product Name')).toBeVisible();

    await page.keyboard.press('Control+e');
    await expect(page.getByText('CUSTOMIZE MODE')).toBeVisible();
    await page.getByRole('button', { name: 'Customize panel General' }).click();
    await page.getByRole('button', { name: 'New database field' }).click();
    const dialog = page.getByRole('dialog', { name: 'New database field' });
    await dialog.getByLabel('Logical name').fill('bad name');
    await dialog.getByRole('button', { name: 'Create field' }).click();
    await expect(dialog.getByRole('alert')).toContainText('lower-case letter');
    const logicalName = `e2e_note_${suffix}`;
    await dialog.getByLabel('Logical name').fill(logicalName);
    await dialog.getByLabel('Display name').fill(`Warranty Note ${suffix}`);
    await dialog.getByRole('button', { name: 'Create field' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel(`Warranty Note ${suffix}`)).toBeVisible();

    await page.getByRole('button', { name: 'Save form' }).click();
    await expect(page.getByText('Form saved')).toBeVisible();
    await expect(page.getByText('CUSTOMIZE MODE')).toBeHidden();

    // the column exists in the database and the field on the stored form
    await page.getByLabel(`Warranty Note ${suffix}`).fill('Two years');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Record saved').last()).toBeVisible();
    const [row] = await fetchRows<Record<string, unknown>>(page, {
      entity: {
        name: 'product',
        attributes: [{ attribute: logicalName }],
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: productId }] },
      },
    });
    expect(row?.[logicalName]).toBe('Two years');
    await page.reload();
    await expect(page.getByLabel(`Warranty Note ${suffix}`)).toHaveValue('Two years');
  });

  test('adds a list of related records to a tab panel', async ({ page }) => {
    await signIn(page);
    const id = await createRecord(page, 'product', { name: `Related ${Date.now().toString(36)}` });
    await page.goto(`${appUrl('demo')}/sales/edit/product/${id}`);
    await expect(page.getByLabel('Product Name')).toBeVisible();
    // the title bar's Customize command, as lists have (Ctrl+E does the same)
    await page.getByRole('button', { name: 'Customize (Ctrl+E)' }).click();
    await page.getByRole('button', { name: 'Customize panel root' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize panel root' });
    // the quote lines' Product lookup points at products
    await dialog
      .getByLabel('Add a list of related records')
      .selectOption({ label: 'Quote Products (Product)' });
    await dialog.getByRole('button', { name: 'Add list' }).click();
    await expect(page.getByText('Quote Products added')).toBeVisible();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('tab', { name: /Quote Products/ }).click();
    await expect(page.getByRole('region', { name: 'Quote Products' })).toBeVisible();
  });

  test('refuses pasted JSON that is not a panel', async ({ page }) => {
    await signIn(page);
    const id = await createRecord(page, 'product', { name: `Paste ${Date.now().toString(36)}` });
    await page.goto(`${appUrl('demo')}/sales/edit/product/${id}`);
    await expect(page.getByLabel('Product Name')).toBeVisible();
    await page.keyboard.press('Control+e');
    await page.getByRole('button', { name: 'Customize panel General' }).click();
    await page.getByRole('button', { name: 'Paste JSON' }).click();
    await page.getByLabel('Panel JSON').fill('{"name":"x","type":"Nope"}');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Paste' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Cannot paste object');
  });

  test('a custom command added in customise mode runs its script', async ({ page }) => {
    await signIn(page);
    const suffix = Date.now().toString(36);
    const name = `discontinue${suffix}`;
    const source = `export default function (form) { form.setValue('isdiscontinued', true); form.notify('Marked'); }`;
    await createRecord(page, 'inu_view', {
      name: `product.${name}`,
      label: name,
      kind: 'script',
      objectname: 'product',
      body: JSON.stringify({ source }),
    });
    const id = await createRecord(page, 'product', { name: `Command ${suffix}` });
    await page.goto(`${appUrl('demo')}/sales/edit/product/${id}`);
    await expect(page.getByLabel('Product Name')).toBeVisible();
    await page.keyboard.press('Control+e');
    await page.getByRole('button', { name: 'Commands' }).click();
    const dialog = page.getByRole('dialog', { name: 'Commands' });
    await dialog.getByLabel('New custom command name').fill('bad name');
    await dialog.getByRole('button', { name: 'Add command' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('A command name starts with a letter');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await dialog.getByLabel('New custom command name').fill(name);
    await dialog.getByRole('button', { name: 'Add command' }).click();
    await dialog.getByLabel('Label').fill('Discontinue');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Save form' }).click();
    await expect(page.getByText('Form saved')).toBeVisible();

    await page.getByRole('button', { name: 'Discontinue' }).click();
    await expect(page.getByText('Marked')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Record saved').last()).toBeVisible();
    const [row] = await fetchRows<{ isdiscontinued: boolean }>(page, {
      entity: {
        name: 'product',
        attributes: [{ attribute: 'isdiscontinued' }],
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
      },
    });
    expect(row?.isdiscontinued).toBe(true);
  });
});

test('a wizard form walks its numbered steps, saving the step with the record', async ({ page }) => {
  await signIn(page);
  const suffix = Date.now().toString(36);
  const entity = `e2e_wizard_${suffix}`;
  const created = await callApi(page, '/api/metadata/objects', {
    logicalName: entity,
    displayName: 'Onboarding',
    displayNamePlural: 'Onboardings',
    type: 'standard',
    properties: [
      { logicalName: 'process_stage_index', displayName: 'Step', type: 'Integer', flags: [] },
      { logicalName: 'contact_email', displayName: 'Contact Email', type: 'String', flags: ['Email'] },
      { logicalName: 'notes', displayName: 'Notes', type: 'String', flags: ['MultiLine'] },
    ],
  });
  expect(created.status).toBe(201);
  // the designer made the entity a default form 'main': it becomes the wizard
  const [form] = await fetchRows<{ id: string; versionnumber: number }>(page, {
    entity: {
      name: 'inu_view',
      attributes: [{ attribute: 'id' }, { attribute: 'versionnumber' }],
      filter: {
        conditions: [
          { attribute: 'objectname', operator: 'eq', value: entity },
          { attribute: 'kind', operator: 'eq', value: 'form' },
          { attribute: 'name', operator: 'eq', value: 'main' },
        ],
      },
    },
  });
  expect(form).toBeDefined();
  const updated = await callApi(page, '/api/update', {
    name: 'inu_view',
    operation: 'update',
    object: {
      id: form?.id,
      versionnumber: form?.versionnumber,
      label: 'Wizard',
      body: JSON.stringify({
        name: 'main',
        panel: {
          name: 'root',
          type: 'Tabs',
          wizard: true,
          panels: [
            {
              name: 'basics',
              type: 'Fields',
              label: 'Basics',
              fields: [{ name: 'name' }, { name: 'contact_email' }],
            },
            { name: 'details', type: 'Fields', label: 'Details', fields: [{ name: 'notes' }] },
          ],
        },
      }),
    },
  });
  expect(updated.status).toBe(200);
  await page.goto(`${appUrl('demo')}/sales/edit/${entity}/0`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Basics' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await page.getByLabel('Name', { exact: true }).fill(`Wizard ${suffix}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${entity}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('listitem').filter({ hasText: 'Details' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByLabel('Notes')).toBeVisible();
  const [row] = await fetchRows<{ process_stage_index: number }>(page, {
    entity: { name: entity, attributes: [{ attribute: 'process_stage_index' }] },
  });
  expect(row?.process_stage_index).toBe(1);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByLabel('Contact Email')).toBeVisible();
});
