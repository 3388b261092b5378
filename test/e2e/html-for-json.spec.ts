import { expect, test } from '@playwright/test';
import { signIn } from './helpers.js';

/**
 * Issue 26 item 4 (spec 000 section 8): 'Unexpected token <', an HTML page where JSON was
 * expected, refreshes the metadata (a new GET /api/getusercontext) instead of reloading the page.
 */
test("'Unexpected token <' refreshes the metadata and keeps the page", async ({ page }) => {
  await signIn(page, { path: '/sales/list/account' });
  await expect(page.getByRole('grid')).toBeVisible({ timeout: 15_000 });
  const contexts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/getusercontext') contexts.push(request.url());
  });
  // a marker a reload would lose
  await page.evaluate(() => {
    (window as { __samePage?: boolean }).__samePage = true;
  });

  // an API answer that is an HTML page
  await page.route('**/api/fetch', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html></html>' }),
  );
  // a search makes the list fetch again
  await page.getByRole('searchbox', { name: 'Search' }).fill('Html answer');
  await expect.poll(() => contexts.length).toBeGreaterThanOrEqual(1);
  await page.unroute('**/api/fetch');

  // an uncaught script error of the same kind
  const before = contexts.length;
  await page.evaluate(() => {
    setTimeout(() => {
      throw new SyntaxError('Unexpected token \'<\', "<!doctype "... is not valid JSON');
    });
  });
  await expect.poll(() => contexts.length).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});
