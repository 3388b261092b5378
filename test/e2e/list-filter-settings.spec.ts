import { expect, type Page, test } from '@playwright/test';
import { createListView, createRecord } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/** Accounts under one prefix: Alpha is the parent of Beta and Gamma; only Gamma earns 200..1000. */
async function seedAccounts(page: Page, prefix: string) {
  const alpha = await createRecord(page, 'account', { name: `${prefix} Alpha`, revenue: 50 });
  const beta = await createRecord(page, 'account', {
    name: `${prefix} Beta`,
    revenue: 100,
    parentaccountid: { id: alpha, name: 'account' },
  });
  const gamma = await createRecord(page, 'account', {
    name: `${prefix} Gamma`,
    revenue: 500,
    customertypecode: 1,
    parentaccountid: { id: alpha, name: 'account' },
  });
  await createRecord(page, 'account', { name: `${prefix} Delta`, revenue: 700 });
  return { alpha, beta, gamma };
}

test('quick filters start from initialOption, offer extraFetch-narrowed records and draw their icons', async ({
  page,
}) => {
  await signIn(page);
  const prefix = `Qfs ${Date.now().toString(36)}`;
  const { alpha } = await seedAccounts(page, prefix);
  const view = `qfs_${Date.now().toString(36)}`;
  await createListView(page, {
    entity: 'account',
    name: view,
    prefix,
    more: {
      quickFilters: [
        {
          name: 'revenue',
          type: 'numericrange',
          propertyName: 'revenue',
          label: 'Earnings',
          icon: 'star',
          initialOption: [200, 1000],
        },
        {
          name: 'parent',
          type: 'lookup',
          propertyName: 'parentaccountid',
          label: 'Parent',
          initialOption: alpha,
          // only this test's accounts are offered
          extraFetch: { conditions: [{ attribute: 'name', operator: 'like', value: `${prefix}%` }] },
        },
        {
          name: 'kind',
          type: 'options',
          propertyName: 'customertypecode',
          label: 'Kind',
          multiSelect: true,
          richOptions: [
            { value: 1, label: 'Competitor', icon: 'flag', color: '#c62828' },
            { value: 2, label: 'Consultant' },
          ],
        },
      ],
    },
  });

  await page.goto(`${appUrl('demo')}/sales/list/account?view=${view}`);
  const grid = page.getByRole('grid');
  // revenue 200..1000 AND parent Alpha: Gamma only (Delta has no parent, Beta earns too little)
  await expect(grid.getByRole('row', { name: new RegExp(`${prefix} Gamma`) })).toBeVisible();
  await expect(grid.getByRole('row', { name: new RegExp(prefix) })).toHaveCount(1);

  const earnings = page.getByRole('button', { name: /Earnings/ });
  await expect(earnings).toHaveClass(/active/);
  await expect(earnings).toContainText('200 – 1000');
  await expect(earnings.locator('svg.lucide-star')).toHaveCount(1);
  // the lookup started from an id: its name was looked up for the chip
  const parent = page.getByRole('button', { name: /Parent/ });
  await expect(parent).toContainText(`${prefix} Alpha`);

  await parent.click();
  const picker = page.getByRole('dialog', { name: 'Parent' });
  await picker.getByRole('searchbox').fill('Alpha');
  await expect(picker.getByText(`${prefix} Alpha`)).toBeVisible();
  // every record offered passes the extraFetch filter: the demo's own accounts are not offered
  await picker.getByRole('searchbox').fill('');
  const offered = picker.locator('.qf-option');
  await expect(offered).toHaveCount(4);
  for (const text of await offered.allInnerTexts()) expect(text).toContain(prefix);
  await picker.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: /Kind/ }).click();
  const kind = page.getByRole('dialog', { name: 'Kind' });
  const competitor = kind.locator('label', { hasText: 'Competitor' });
  await expect(competitor.locator('[data-icon="flag"] svg')).toHaveCount(1);
  await expect(competitor.locator('svg')).toHaveAttribute('stroke', '#c62828');
  await competitor.getByRole('checkbox').check();
  await expect(grid.getByRole('row', { name: new RegExp(`${prefix} Gamma`) })).toBeVisible();
});

test('a list that fails to load says so in an alert and loads on Retry', async ({ page }) => {
  await signIn(page);
  const prefix = `Qff ${Date.now().toString(36)}`;
  await createRecord(page, 'account', { name: `${prefix} One` });
  const view = `qff_${Date.now().toString(36)}`;
  await createListView(page, { entity: 'account', name: view, prefix });

  let failing = true;
  await page.route('**/api/fetch', async (route) => {
    const body = route.request().postData() ?? '';
    if (failing && body.includes(prefix) && !body.includes('aggregate')) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, code: 'ERR_UNAVAILABLE', message: 'The records are resting' }),
      });
    } else await route.fallback();
  });
  await page.goto(`${appUrl('demo')}/sales/list/account?view=${view}`);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('The list could not be loaded');
  await expect(alert).toContainText('The records are resting');
  // the alert's button has the focus (not its × button): Enter answers it
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`${prefix} One`) })).toBeVisible();
});
