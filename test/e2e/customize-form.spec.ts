import { expect, test } from '@playwright/test';
import { createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening } from './helpers.js';

// a list of related records added to the tabs, pasted JSON that is not a panel, and a wizard's
// steps: customize-mode.dom.test.tsx and panels/WizardSteps.dom.test.tsx
test.describe('customise mode', () => {
  // every test here saves the product form: one after another, or their saves would conflict
  test.describe.configure({ mode: 'serial' });

  test('adds a new database field from the form, saves the form and uses the field', async ({ page }) => {
    await signInWithoutOpening(page);
    const suffix = Date.now().toString(36);
    const productId = await createRecord(page, 'product', { name: `Customised ${suffix}` });
    await page.goto(`${appUrl('demo')}/sales/edit/product/${productId}`);
    await expect(page.getByLabel('Product Name')).toBeVisible();

    await page.keyboard.press('Control+e');
    await expect(page.getByText('CUSTOMIZE MODE')).toBeVisible();
    await page.getByRole('button', { name: 'Customize panel General' }).click();
    await page.getByRole('button', { name: 'New database field' }).click();
    // a name that is not one is refused before the server is asked: customize-mode.dom.test.tsx
    const dialog = page.getByRole('dialog', { name: 'New database field' });
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

  test('a custom command added in customise mode runs its script', async ({ page }) => {
    await signInWithoutOpening(page);
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
    // a name that does not start with a letter is refused: customize-mode.dom.test.tsx
    const dialog = page.getByRole('dialog', { name: 'Commands' });
    await dialog.getByLabel('New custom command name').fill(name);
    await dialog.getByRole('button', { name: 'Add command' }).click();
    // a label of this run's own: under --repeat-each the form keeps the earlier runs' commands
    await dialog.getByLabel('Label').fill(`Discontinue ${suffix}`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Save form' }).click();
    await expect(page.getByText('Form saved')).toBeVisible();

    await page.getByRole('button', { name: `Discontinue ${suffix}` }).click();
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
