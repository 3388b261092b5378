import { expect, test } from '@playwright/test';
import { callApi, fetchRows } from './api-calls.js';
import { openMenuItem, signIn, viewPicker } from './helpers.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('the Customize app Data group', () => {
  test('Auto Number, Triggers, Triggers Log and Special Views open real lists and forms', async ({
    page,
  }) => {
    test.slow(); // five screens and a save
    await signIn(page, { path: '/customize/' });

    await openMenuItem(page, 'Auto Number');
    await expect(page).toHaveURL(/\/customize\/list\/inu_autonumber$/);
    await expect(page.getByRole('columnheader', { name: 'Format' })).toBeVisible();
    await page.getByRole('gridcell', { name: 'quote.quotenumber' }).click();
    await expect(page).toHaveURL(/\/customize\/edit\/inu_autonumber\/[0-9a-f-]{36}$/);
    await page.getByLabel('Format', { exact: true }).fill('QUO-{YYYY}-{SEQ:5}');
    await page.getByRole('tab', { name: 'Preview' }).click();
    // the demo's counter is past its sample quotes (QUO-10001..10015) and the quotes other tests made
    await expect(page.getByTestId('autonumber-preview')).toContainText(
      new RegExp(`Next value: QUO-${new Date().getUTCFullYear()}-1\\d{4}`),
    );

    await openMenuItem(page, 'Triggers Log');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/customize\/list\/inu_asyncaction$/);
    await expect(viewPicker(page)).toHaveAttribute('data-view', /.+/);
    await expect(viewPicker(page).locator('.view-selector-name')).toHaveText('Triggers Log');
    // written by the server alone: no New, even for an administrator
    await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);

    await openMenuItem(page, 'Special Views');
    await expect(page).toHaveURL(/\/customize\/list\/inu_view_permission$/);
    await expect(viewPicker(page).locator('.view-selector-name')).toHaveText('Special Views');

    await openMenuItem(page, 'Triggers');
    await expect(page).toHaveURL(/\/customize\/list\/inu_changehandler$/);
    await expect(viewPicker(page).locator('.view-selector-name')).toHaveText('Triggers');
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(page).toHaveURL(/\/customize\/edit\/inu_changehandler\/0$/);
    const name = `Notify ${unique()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Object', { exact: true }).fill('account');
    await page.getByRole('radiogroup', { name: 'Operation' }).locator('label', { hasText: 'Update' }).click();
    await page.getByLabel('Only When These Fields Change').fill('telephone1');
    await page.getByRole('tab', { name: 'Webhook' }).click();
    await page.getByLabel('URL', { exact: true }).fill('https://hooks.example.com/strata');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/customize\/edit\/inu_changehandler\/[0-9a-f-]{36}$/);
    const [saved] = await fetchRows<{
      id: string;
      versionnumber: number;
      operation: string;
      fields: string;
      secret: string;
      isactive: boolean;
    }>(page, {
      entity: {
        name: 'inu_changehandler',
        attributes: ['versionnumber', 'operation', 'fields', 'secret', 'isactive'].map((attribute) => ({
          attribute,
        })),
        filter: { conditions: [{ attribute: 'name', operator: 'eq', value: name }] },
      },
    });
    expect(saved).toMatchObject({ operation: 'update', fields: 'telephone1', isactive: true });
    expect(saved?.secret.length).toBeGreaterThan(20);
    // the demo organisation is shared by every e2e file: a live trigger on accounts would post
    // (and retry) for every later account change
    const removed = await callApi(page, '/api/update', {
      name: 'inu_changehandler',
      operation: 'delete',
      object: { id: saved?.id, versionnumber: saved?.versionnumber },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  });

  test('a trigger that runs a script is written in the code editor', async ({ page }) => {
    test.slow(); // the editor's chunk loads on the first Script tab
    await signIn(page, { path: '/customize/list/inu_changehandler' });
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(page).toHaveURL(/\/customize\/edit\/inu_changehandler\/0$/);
    const name = `Script ${unique()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Object', { exact: true }).fill('product');
    await page.getByRole('radiogroup', { name: 'Operation' }).locator('label', { hasText: 'Create' }).click();
    await page.getByRole('tab', { name: 'Script' }).click();
    await expect(page.getByTestId('trigger-script-hint')).toBeVisible();
    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByRole('radiogroup', { name: 'Runs' }).locator('label', { hasText: 'Script' }).click();
    await page.getByRole('tab', { name: 'Script' }).click();
    const editor = page.getByRole('textbox', { name: 'Trigger script' });
    await expect(editor).toContainText('export default async function (change, data)');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n// marked by the e2e test');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/customize\/edit\/inu_changehandler\/[0-9a-f-]{36}$/);
    const [saved] = await fetchRows<{ id: string; versionnumber: number; kind: string; script: string }>(
      page,
      {
        entity: {
          name: 'inu_changehandler',
          attributes: ['versionnumber', 'kind', 'script'].map((attribute) => ({ attribute })),
          filter: { conditions: [{ attribute: 'name', operator: 'eq', value: name }] },
        },
      },
    );
    expect(saved?.kind).toBe('script');
    expect(saved?.script).toContain('export default async function (change, data)');
    expect(saved?.script).toContain('// marked by the e2e test');
    // no live script on the shared demo organisation for later files
    const removed = await callApi(page, '/api/update', {
      name: 'inu_changehandler',
      operation: 'delete',
      object: { id: saved?.id, versionnumber: saved?.versionnumber },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  });
});
