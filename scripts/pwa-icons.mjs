// Renders the installable app's PNG icons (web/public/icon-*.png) from its SVGs with the
// machine's Chromium, so the pictures have one source: `node scripts/pwa-icons.mjs` after
// changing web/public/icon.svg or icon-maskable.svg. The PNGs are committed (the build does not
// need a browser).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'web', 'public');
const icons = [
  { source: 'icon.svg', target: 'icon-192.png', size: 192 },
  { source: 'icon.svg', target: 'icon-512.png', size: 512 },
  { source: 'icon-maskable.svg', target: 'icon-maskable-512.png', size: 512 },
  { source: 'icon.svg', target: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = readFileSync(path.join(publicDir, icon.source), 'utf8');
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(publicDir, icon.target), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
