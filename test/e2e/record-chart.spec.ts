import { expect, test } from '@playwright/test';
import { createRecord } from './api-calls.js';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening } from './helpers.js';

test('a record chart groups related records and a click on a column filters them', async ({ page }) => {
  await signInWithoutOpening(page);
  const suffix = Date.now().toString(36);
  const accountId = await createRecord(page, 'account', { name: `Charted ${suffix}` });
  const account = { id: accountId, name: 'account' };
  // the pipeline chart sums estimated revenue per sales stage
  for (const [name, stage, estimatedvalue] of [
    [`Deal A ${suffix}`, 'qualify', 1000],
    [`Deal B ${suffix}`, 'qualify', 2500],
    [`Deal C ${suffix}`, 'propose', 4000],
  ] as const) {
    await createRecord(page, 'opportunity', { name, stage, estimatedvalue, accountid: account });
  }
  await page.goto(`${appUrl('demo')}/sales/edit/account/${accountId}`);
  await page.getByRole('tab', { name: 'Opportunities [3]' }).click();
  await expect(page.getByRole('link', { name: `Deal C ${suffix}` })).toBeVisible();
  await page.getByRole('button', { name: 'Show a chart' }).click();
  await page.getByRole('combobox', { name: 'Chart' }).selectOption({ label: 'Pipeline by Stage' });
  const bars = page.locator('.recharts-bar-rectangle');
  await expect(bars).toHaveCount(2);
  // groups come in stage order: Propose, then Qualify (two deals); clicking Qualify keeps those rows
  await bars.last().click();
  await expect(page.getByRole('link', { name: `Deal C ${suffix}` })).toBeHidden();
  await expect(page.getByRole('link', { name: `Deal A ${suffix}` })).toBeVisible();
  await expect(page.getByText('Clear filter')).toBeVisible();
  await bars.last().click();
  await expect(page.getByRole('link', { name: `Deal C ${suffix}` })).toBeVisible();
});
