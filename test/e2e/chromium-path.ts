import { existsSync } from 'node:fs';

/**
 * The browser the e2e tests drive: CHROMIUM_PATH, else Debian's headless shell
 * (`apt-get install chromium-headless-shell`, the same Blink and V8 without the browser's UI:
 * a test took about a quarter less time in it), else Debian's Chromium. Playwright never
 * downloads a browser here.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
