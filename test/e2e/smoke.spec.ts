import { expect, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';

test.describe('the served web app', () => {
  test('greets the organisation of the sub-domain and reports the server online', async ({ page }) => {
    await page.goto(appUrl('demo'));
    await expect(page.getByTestId('welcome')).toHaveText('Welcome to Demo');
    await expect(page.getByTestId('server-status')).toHaveText('Server online');
  });

  test('switches language and keeps the choice after a reload', async ({ page }) => {
    await page.goto(appUrl('demo'));
    await page.getByLabel('Language').selectOption('de');
    await expect(page.getByTestId('welcome')).toHaveText('Willkommen bei Demo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.getByTestId('welcome')).toHaveText('Willkommen bei Demo');
  });

  test('shows Page not found with the path for an unknown route', async ({ page }) => {
    const response = await page.goto(`${appUrl('demo')}/no/such/page`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expect(page.getByText('Please contact support.')).toBeVisible();
  });

  test('tells a visitor of an unknown organisation so', async ({ page }) => {
    await page.goto(appUrl('nope'));
    await expect(page.getByTestId('no-organization')).toHaveText('Organization not found: nope');
  });
});
