import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createRecord, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { expectMenuItem, signIn, titleBarCommand } from './helpers.js';

/**
 * The metadata designer at /customize/customizemetadata, on entities of its own (uniquely
 * named, so other specs sharing the demo are not disturbed): create an entity, add fields with
 * a preview of the plan and row count, see them in the list and form, refuse a lossy type
 * change with the failing count, delete with a typed confirmation.
 */
async function openDesigner(page: Page, entity?: string) {
  await page.goto(`${appUrl('demo')}/customize/customizemetadata${entity ? `?entity=${entity}` : ''}`);
  await expect(page.getByRole('heading', { name: 'Metadata', level: 1 })).toBeVisible();
}

async function previewAndApply(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByTestId('plan-preview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('metadata designer', () => {
  test('creates an entity with list, form and menu entry, and a field that shows in both', async ({
    page,
  }) => {
    test.slow(); // several DDL changes, each reloading the metadata, on a shared slow machine
    const entity = `e2e_${randomBytes(3).toString('hex')}`;
    await signIn(page, { path: '/customize/' });
    await openDesigner(page);

    await titleBarCommand(page, 'Metadata', 'New entity');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name (database)').fill('Bad Name');
    await expect(dialog.getByRole('alert')).toContainText('must start with a lower-case letter');
    await dialog.getByLabel('Name (database)').fill(entity);
    await dialog.getByLabel('Display name', { exact: true }).fill('Gadget');
    await dialog.getByLabel('Display name (plural)').fill(`Gadgets ${entity}`);
    await previewAndApply(page);
    await expect(page.getByRole('heading', { name: new RegExp(`Gadget ${entity}`) })).toBeVisible();
    // the Customize menu lists the new entity
    await expectMenuItem(page, `Gadgets ${entity}`);

    await createRecord(page, entity, { name: 'First gadget' });
    await titleBarCommand(page, 'Metadata', 'Add field');
    await dialog.getByLabel('Name (database)').fill('colour');
    await dialog.getByLabel('Display name', { exact: true }).fill('Colour');
    await dialog.getByRole('checkbox', { name: 'Option set' }).check();
    await dialog.getByLabel('Options').fill('red;Red;#f00\nblue;Blue');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByTestId('plan-preview');
    await expect(preview).toContainText('1 row');
    await expect(preview).toContainText(`Add property colour to ${entity}`);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('tr[data-field="colour"]')).toContainText('Blue');

    await page.goto(`${appUrl('demo')}/customize/list/${entity}`);
    await expect(page.getByRole('columnheader', { name: 'Colour' })).toBeVisible();
    await page.getByRole('gridcell', { name: 'First gadget' }).click();
    await expect(page.getByLabel('Colour')).toBeVisible();
  });

  test('refuses a lossy type change naming the rows, and deletes a field only when confirmed', async ({
    page,
  }) => {
    test.slow(); // several DDL changes on a shared slow machine
    const entity = `e2e_${randomBytes(3).toString('hex')}`;
    await signIn(page, { path: '/customize/' });
    const created = await page.evaluate(async (name) => {
      const response = await fetch('/api/metadata/objects', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'access-token': sessionStorage.getItem('strata.session') ?? '',
        },
        body: JSON.stringify({
          logicalName: name,
          displayName: 'Widget',
          displayNamePlural: 'Widgets',
        }),
      });
      // a field not placed on the form or list: nothing uses it, so it may be deleted
      const field = await fetch(`/api/metadata/objects/${name}/properties`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'access-token': sessionStorage.getItem('strata.session') ?? '',
        },
        body: JSON.stringify({ logicalName: 'code', displayName: 'Code', type: 'String' }),
      });
      return response.status + field.status;
    }, entity);
    expect(created).toBe(402);
    for (const code of ['7', 'seven', 'eight']) await createRecord(page, entity, { name: code, code });
    await openDesigner(page, entity);

    await page.getByRole('button', { name: 'Change code' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type').selectOption('Integer');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByTestId('plan-preview')).toContainText('conversion checks: 2 rows fail');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByRole('alert')).toContainText('2 row(s) would not convert');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete code' }).click();
    await expect(dialog.getByTestId('plan-preview')).toContainText('3 records have a value in this field');
    const remove = dialog.getByRole('button', { name: 'Delete', exact: true });
    await expect(remove).toBeDisabled();
    await dialog.getByLabel('Type code to confirm').fill('cod');
    await expect(remove).toBeDisabled();
    await dialog.getByLabel('Type code to confirm').fill('code');
    await remove.click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('tr[data-field="code"]')).toHaveCount(0);

    // the archive brings it back with its values
    await titleBarCommand(page, 'Metadata', 'Archives');
    const archives = page.getByRole('dialog', { name: 'Archives of deleted fields and entities' });
    const row = archives.getByRole('row', { name: new RegExp(`${entity}\\.code`) });
    await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Restore' }).click();
    const restore = page.getByRole('dialog', { name: `Restore ${entity}.code` });
    await restore.getByRole('button', { name: 'Preview' }).click();
    await expect(restore.getByTestId('plan-preview')).toContainText('3 rows');
    await restore.getByRole('button', { name: 'Restore' }).click();
    await expect(archives.getByRole('row', { name: new RegExp(`${entity}\\.code`) })).toHaveCount(0);
    await archives.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('tr[data-field="code"]')).toHaveCount(1);
    const [restored] = await fetchRows<{ code: string }>(page, {
      entity: {
        name: entity,
        attributes: [{ attribute: 'code' }],
        filter: { conditions: [{ attribute: 'name', operator: 'eq', value: 'seven' }] },
      },
    });
    expect(restored?.code).toBe('seven');

    await titleBarCommand(page, 'Metadata', 'Delete entity');
    await expect(dialog.getByTestId('plan-preview')).toContainText('3 rows');
    await dialog.getByLabel(`Type ${entity} to confirm`).fill(entity);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(entity) })).toHaveCount(0);
  });
});
