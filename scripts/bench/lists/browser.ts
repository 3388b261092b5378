import { type Browser, chromium, type Page } from '@playwright/test';

/** The flags of playwright.config.ts: Debian's Chromium in a container, nothing in the background. */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A laptop-sized window. Its height matters: the grid loads the next page by itself when the
 * end of the first page is within two viewport heights, and a taller grid would fetch page 2
 * before any scrolling (the probe refuses to measure then).
 */
export const viewport = { width: 1280, height: 720 };

export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...chromiumArgs, ...extraArgs],
  });
}

/** A new tab signed in through the real login page, as test/e2e/helpers.ts signIn does. */
export async function signedInPage(
  browser: Browser,
  origin: string,
  credentials: { email: string; password: string },
  initScript: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(initScript);
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: /^Profile of / }).waitFor();
  return page;
}
