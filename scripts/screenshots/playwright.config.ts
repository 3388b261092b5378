import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.js';

/**
 * `npm run screenshots`: the main screens of the demo organisation in light and dark, English
 * and Slovak, at 1440 and 390 px, written to docs/screenshots/ (issue 22's visual check). Uses
 * the e2e set-up (a fresh database, the built app); not part of `npm test`.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'take-screenshots.spec.ts',
  globalSetup: '../../test/e2e/global-setup.ts',
  globalTeardown: '../../test/e2e/global-teardown.ts',
  workers: 1,
  timeout: 300_000,
});
