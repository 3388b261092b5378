import { type Browser, expect, type Page, test } from '@playwright/test';
import { createRecord, createUserWithRole, fetchRows } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { demoAdmin, signIn, signInWithoutOpening } from './helpers.js';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openRecord(page: Page, entity: string, id: string) {
  await page.goto(`${appUrl('demo')}/sales/edit/${entity}/${id}`);
}

test.describe('record form', () => {
  test('creates an account, moves to its edit path and shows the same values after a reload', async ({
    page,
  }) => {
    await signIn(page, { path: '/sales/edit/account/0' });
    await expect(page.getByRole('heading', { name: 'New Account' })).toBeVisible();
    const name = `Form Test ${unique()}`;
    await page.getByLabel('Account Name').fill(name);
    await page.getByLabel('Main Phone').fill('+421 900 123 456');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Record saved').last()).toBeVisible();
    await expect(page).toHaveURL(/\/sales\/edit\/account\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Account: ${name}` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Account: ${name}`));
    await page.reload();
    await expect(page.getByLabel('Account Name')).toHaveValue(name);
    await expect(page.getByLabel('Main Phone')).toHaveValue('+421 900 123 456');
    // the owner defaults to the current user
    const [row] = await fetchRows<{ ownerid: { label: string } }>(page, {
      entity: {
        name: 'account',
        attributes: [{ attribute: 'ownerid' }],
        filter: { conditions: [{ attribute: 'name', operator: 'eq', value: name }] },
      },
    });
    expect(row?.ownerid.label).toBe(demoAdmin.name);
  });
});

async function secondSession(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { path, fresh: true });
  return page;
}

test.describe('conflicts', () => {
  test('edits of different fields merge; the same field names who changed it', async ({ page, browser }) => {
    // two signed-in browser contexts and four saves: more than the default 30 s on a busy 2-core machine
    test.slow();
    await signInWithoutOpening(page);
    const id = await createRecord(page, 'account', { name: `Conflict ${unique()}` });
    await openRecord(page, 'account', id);
    const other = await secondSession(browser, `/sales/edit/account/${id}`);
    await expect(other.getByLabel('Account Name')).toBeVisible();

    // different fields: both saves land
    await page.getByLabel('Main Phone').fill('111');
    await other.getByLabel('Email').fill('merge@example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Record saved').last()).toBeVisible();
    await other.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(other.getByText('Record saved').last()).toBeVisible();
    // the first form, clean since its save, takes the other's version in and says so
    await expect(page.getByText('Record updated').last()).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('merge@example.com');
    const [merged] = await fetchRows<{ telephone1: string; emailaddress1: string }>(page, {
      entity: {
        name: 'account',
        attributes: [{ attribute: 'telephone1' }, { attribute: 'emailaddress1' }],
        filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] },
      },
    });
    expect(merged).toMatchObject({ telephone1: '111', emailaddress1: 'merge@example.com' });

    // the same field: the second one is told who changed it (on save, or as the live merge arrives)
    await expect(other.getByLabel('Main Phone')).toHaveValue('111');
    await page.getByLabel('Main Phone').fill('222');
    await other.getByLabel('Main Phone').fill('333');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Record saved').last()).toBeVisible();
    // The live change may reach the second form first (its merge finds the conflict), else its save
    // does. Either can come at any moment: a dialog that opens while Save is being clicked covers the
    // button, so the click is retried in short steps until one of the two has shown the dialog.
    const conflict = other.getByRole('alertdialog').first();
    await expect(async () => {
      if (!(await conflict.isVisible())) {
        await other.getByRole('button', { name: 'Save', exact: true }).click({ timeout: 2000 });
      }
      await expect(conflict).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(conflict).toContainText(`This record was modified by ${demoAdmin.name}`);
    await other.context().close();
  });
});

test.describe('delete and restore', () => {
  test('deletes after confirming and restores from the audit record', async ({ page }) => {
    await signInWithoutOpening(page);
    const name = `Delete ${unique()}`;
    const id = await createRecord(page, 'account', { name });
    await openRecord(page, 'account', id);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want delete this record?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).not.toHaveURL(new RegExp(id));
    expect(
      await fetchRows(page, {
        entity: { name: 'account', filter: { conditions: [{ attribute: 'id', operator: 'eq', value: id }] } },
      }),
    ).toEqual([]);

    const [audit] = await fetchRows<{ id: string }>(page, {
      entity: {
        name: 'audit',
        attributes: [{ attribute: 'id' }],
        filter: {
          conditions: [
            { attribute: 'objectid', operator: 'eq', value: id },
            { attribute: 'operation', operator: 'eq', value: 'delete' },
          ],
        },
      },
    });
    expect(audit).toBeDefined();
    await openRecord(page, 'audit', audit?.id ?? '');
    await page.getByRole('button', { name: 'Restore record' }).click();
    await expect(page.getByText('Record restored')).toBeVisible();
    await expect(page.getByLabel('Account Name')).toHaveValue(name);
  });
});

test.describe('permissions', () => {
  test('a salesperson sees another owner’s record read-only', async ({ page, browser }) => {
    await signIn(page);
    const suffix = unique();
    const email = `sales${suffix}@example.com`;
    const password = `sales password ${suffix}`;
    await createUserWithRole(page, { name: `Sally ${suffix}`, email, password, role: 'salesperson' });
    const accountId = await createRecord(page, 'account', { name: `Not Sally's ${suffix}` });

    const context = await browser.newContext();
    const sally = await context.newPage();
    await signIn(sally, { email, password, path: `/sales/edit/account/${accountId}` });
    // the rights her role gets from the server lock the form (what a read-only form shows, no
    // Save, no Delete, no customise mode: RecordFormScreen.dom.test.tsx)
    await expect(sally.getByLabel('Account Name')).toBeDisabled();
    // her own record is hers to edit
    await sally.goto(`${appUrl('demo')}/sales/edit/account/0`);
    await sally.getByLabel('Account Name').fill(`Sally's ${suffix}`);
    await sally.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(sally.getByText('Record saved').last()).toBeVisible();
    await expect(sally.getByLabel('Account Name')).toBeEnabled();
    await context.close();
  });
});

// the field's name comes translated too (the crm template's inu_localize rows)
for (const [language, save, required, accountName] of [
  ['de', 'Speichern', 'Bitte geben Sie einen Wert ein für', 'Firmenname'],
  ['sk', 'Uložiť', 'Zadajte prosím hodnotu pre', 'Názov firmy'],
  ['cs', 'Uložit', 'Zadejte prosím hodnotu pro', 'Název firmy'],
] as const) {
  test(`the record form's commands and required-field message in ${language}`, async ({ page }) => {
    await signInWithoutOpening(page);
    // the language the user chose is remembered on the device
    await page.evaluate((code) => localStorage.setItem('strata.language', code), language);
    await page.goto(`${appUrl('demo')}/sales/edit/account/0`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('button', { name: save, exact: true })).toBeDisabled();
    await page.locator('[data-field="telephone1"] input').fill('123');
    await page.getByRole('button', { name: save, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(required);
    await expect(dialog).toContainText(`- ${accountName}`);
  });
}
