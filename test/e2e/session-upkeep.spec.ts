import { expect, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';
import { shellSettled, signIn } from './helpers.js';

test.describe('keeping the session and metadata fresh', () => {
  test('a new tab borrows the session of an open tab', async ({ context, page }) => {
    await signIn(page);
    const second = await context.newPage();
    await second.goto(`${appUrl('demo')}/!/list/contact`);
    await expect(second.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    expect(await second.evaluate(() => sessionStorage.getItem('strata.session'))).toBe(
      await page.evaluate(() => sessionStorage.getItem('strata.session')),
    );
  });

  test('the live stream closes while the tab is hidden and reopens when it is visible', async ({ page }) => {
    const streams: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/events?')) streams.push(request.url());
    });
    await signIn(page);
    await expect.poll(() => streams.length).toBe(1);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await setHidden(false);
    await expect.poll(() => streams.length).toBe(2);
  });

  test('metadata older than 12 hours is fetched again', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    const reloaded = page.waitForRequest((request) => request.url().includes('/api/getusercontext'));
    await page.clock.fastForward('12:01:00');
    await reloaded;
  });

  test('a server built after the page was loaded reloads the page', async ({ page }) => {
    await signIn(page);
    let loads = 0;
    page.on('load', () => loads++);
    // the server says it was built now: after this page loaded, and not in the future
    await page.evaluate((builtAt) => {
      const original = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await original(input, init);
        if (!String(input).includes('/api/getusercontext')) return response;
        const body = { ...(await response.json()), buildDate: builtAt };
        return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
      };
      // any metadata refresh brings the news
      window.dispatchEvent(new Event('objectChanged:inu_metadata'));
    }, new Date().toISOString());
    await expect.poll(() => loads, { timeout: 10_000 }).toBe(1);
    // the reloaded page is newer than that build: it stays. Its check runs as its user context
    // arrives, before the shell marks itself settled; a reload it asked for would be a
    // navigation request of the page, which the browser reports before the evaluate's answer
    let navigations = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations++;
    });
    await shellSettled(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(navigations).toBe(0);
    expect(loads).toBe(1);
  });
});
