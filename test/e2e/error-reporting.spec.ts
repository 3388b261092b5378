import { expect, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';

test.describe('error reports', () => {
  test('an uncaught error is reported to /api/apperror', async ({ page }) => {
    const port = new URL(appUrl()).port;
    // 127.0.0.2 is this machine too, but not "localhost": reports are skipped on localhost only
    await page.goto(`http://127.0.0.2:${port}/login`);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    const report = page.waitForRequest((request) => request.url().endsWith('/api/apperror'));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e report me');
      });
    });
    const body = (await report).postDataJSON() as {
      error: { message: string };
      url: string;
      context: string;
    };
    expect(body.error.message).toBe('e2e report me');
    expect(body.url).toContain('/login');
    expect(body.context).toBe('window.onerror');
  });
});
