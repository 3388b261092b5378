import { expect, test } from '@playwright/test';
import { createScriptView } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening } from './helpers.js';

// equipment is this file's entity: its scripts apply to every equipment form of the demo org
const validate = `export default function (form) {
  if (String(form.getValue('name') ?? '').startsWith('Forbidden')) return 'Names may not start with Forbidden.';
}`;
const change = `export default function (form) {
  if (form.field === 'model') form.setValue('description', 'Model ' + form.getValue('model'));
}`;

test('form scripts veto a save and react to edits', async ({ page }) => {
  await signInWithoutOpening(page);
  for (const [name, source] of [
    ['equipment.validate', validate],
    ['equipment.change', change],
  ] as const) {
    await createScriptView(page, 'equipment', name, source);
  }
  await page.goto(`${appUrl('demo')}/sales/edit/equipment/0`);
  await page.getByLabel('Equipment Name').fill('Forbidden pump');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Names may not start with Forbidden.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/edit\/equipment\/0$/);

  await page.getByLabel('Model').fill('X-200');
  await expect(page.getByLabel('Notes')).toHaveValue('Model X-200');
  await page.getByLabel('Equipment Name').fill(`Allowed pump ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Record saved').last()).toBeVisible();
  await expect(page).toHaveURL(/\/edit\/equipment\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Notes')).toHaveValue('Model X-200');
});
