import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { repositoryRoot } from '@strata/api/config/paths';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

// the installable app needs its service worker, which the other specs block
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page, which means its precache is complete. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

test.describe('the installable app (issue 27)', () => {
  test('Chromium finds it installable: a manifest with icons and a service worker', async ({
    playwright,
  }, testInfo) => {
    // Chromium never offers to install from an incognito profile, which Playwright's contexts
    // are: this test runs in a profile of its own on disk
    const profile = mkdtempSync(path.join(tmpdir(), 'strata-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page);
      await waitForServiceWorker(page);
      const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
      expect(manifest).toMatchObject({ name: 'Strata', display: 'standalone', start_url: '/!/' });
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );
      // what Chromium checks before it offers "Install Strata": no errors means it offers it
      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
          timeout: 15_000,
        })
        .toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('after a first visit the app and every screen load with the network off', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await waitForServiceWorker(page);
    // every built chunk is in the precache: each screen's code loads offline, not only the shell's
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    const built = readdirSync(path.join(repositoryRoot, 'web', 'dist', 'assets'))
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => `/assets/${file}`);
    expect(built.length).toBeGreaterThan(50);
    const missing = built.filter((file) => !cached.includes(file));
    expect(missing).toEqual([]);

    await context.setOffline(true);
    try {
      // the sign-in page, a screen of its own chunk, comes from the cache; only its call to the
      // server fails
      await page.goto(`${appUrl('demo')}/login`);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText('The server cannot be reached');
      // a deep link into the app loads index.html from the cache too (navigation fallback)
      await page.goto(`${appUrl('demo')}/!/list/account`);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.getByText(/ERR_INTERNET_DISCONNECTED|This site can.t be reached/)).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('the offline menu items show in the installed app, and in a tab by a setting', async ({ page }) => {
    await signIn(page);
    const profile = page.getByRole('button', { name: /^Profile of / });
    await profile.click();
    const menu = page.getByRole('menu', { name: 'Profile' });
    await expect(menu.getByRole('menuitem', { name: 'Go Offline' })).toHaveCount(0);
    const setting = menu.getByRole('menuitemcheckbox', { name: 'Offline mode in this browser' });
    await expect(setting).toHaveAttribute('aria-checked', 'false');
    await setting.click();
    await expect(setting).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Go Offline' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /^Sync \[/ })).toBeVisible();
    // the setting is kept on this device: still on after a reload
    await page.keyboard.press('Escape');
    await page.reload();
    await profile.click();
    await expect(menu.getByRole('menuitem', { name: 'Go Offline' })).toBeVisible();
    await menu.getByRole('menuitemcheckbox', { name: 'Offline mode in this browser' }).click();
    await expect(menu.getByRole('menuitem', { name: 'Go Offline' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // the installed app (display-mode standalone) always has the items and no setting
    // (a headless browser cannot open the installed app's window: the media query answers as there)
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)'
          ? ({
              ...original(query),
              matches: true,
              media: query,
              addEventListener() {},
              removeEventListener() {},
            } as MediaQueryList)
          : original(query);
    });
    await page.reload();
    await profile.click();
    await expect(menu.getByRole('menuitem', { name: 'Go Offline' })).toBeVisible();
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Offline mode in this browser' })).toHaveCount(0);
  });
});
