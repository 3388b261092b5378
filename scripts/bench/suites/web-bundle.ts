import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { repositoryRoot } from '@strata/api/config/paths';
import { createDatabasePool } from '@strata/api/db/pool';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { withBenchDatabase } from '../bench-database.js';
import { login, startBenchServer } from '../bench-server.js';
import type { BenchContext, BenchResult, BenchSuite } from '../bench-types.js';
import { round } from '../bench-types.js';

/** Issue 5: the app shell's first load carries at most 350 KB of gzipped JavaScript. */
const budgetKb = 350;
const password = 'bench web password';

/** Collects every script the page loads; sizes are gzip level 6, as a web server would send them. */
function watchScripts(page: Page) {
  const sizes = new Map<string, number>();
  page.on('response', (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' && !url.endsWith('.js')) return;
    void response.body().then(
      (body) => sizes.set(url, gzipSync(body, { level: 6 }).length),
      () => undefined,
    );
  });
  return () => ({
    kb: [...sizes.values()].reduce((sum, size) => sum + size, 0) / 1024,
    files: sizes.size,
  });
}

async function measure(context: BenchContext, databaseUrl: string): Promise<BenchResult[]> {
  const webDistDir = path.join(repositoryRoot, 'web', 'dist');
  if (!existsSync(path.join(webDistDir, 'index.html')))
    throw new Error('web/dist is missing: run `npm run build`');
  await migratePlatform(databaseUrl);
  const pool = await createDatabasePool(databaseUrl, { maximumPoolSize: 4 });
  const app = await startBenchServer(pool, { webDistDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await provisionTenant(pool, {
      organization: 'benchweb',
      template: 'crm',
      admin: { email: 'admin@bench.test', password },
    });
    const origin = app.base.replace('127.0.0.1', 'benchweb.localhost');

    const loginPage = await browser.newPage();
    const loginScripts = watchScripts(loginPage);
    await loginPage.goto(`${origin}/login`, { waitUntil: 'networkidle' });
    await loginPage.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const loginLoad = loginScripts();

    // the shell's first load: a signed-in user opening the app (the token as a reload restores it)
    const token = await login(app.base, 'benchweb', 'admin@bench.test', password);
    const shellContext = await browser.newContext();
    await shellContext.addInitScript((value) => sessionStorage.setItem('strata.session', value), token);
    const shellPage = await shellContext.newPage();
    const shellScripts = watchScripts(shellPage);
    await shellPage.goto(`${origin}/!/`, { waitUntil: 'networkidle' });
    await shellPage.getByRole('button', { name: /^Profile of / }).waitFor();
    const shellLoad = shellScripts();
    context.log(
      `login page ${round(loginLoad.kb, 1)} KB in ${loginLoad.files} files; shell ${round(shellLoad.kb, 1)} KB in ${shellLoad.files} files`,
    );
    return [
      {
        name: 'web: gzipped JS, login page (KB vs 350 KB budget)',
        unit: 'KB',
        value: round(loginLoad.kb, 1),
        baseline: budgetKb,
        ratio: round(loginLoad.kb / budgetKb, 3),
        target: 1,
        notes: `${loginLoad.files} script files`,
      },
      {
        name: "web: gzipped JS, app shell's first load (KB vs 350 KB budget)",
        unit: 'KB',
        value: round(shellLoad.kb, 1),
        baseline: budgetKb,
        ratio: round(shellLoad.kb / budgetKb, 3),
        target: 1,
        notes: `${shellLoad.files} script files, every route its own chunk; the menus' code follows on the first pointer move or key`,
      },
    ];
  } finally {
    await browser.close();
    await app.close();
    await pool.end();
  }
}

export const webBundleSuite: BenchSuite = {
  name: 'web-bundle',
  run: (context) =>
    withBenchDatabase(context, `strata_bench_web_${process.pid}`, (url) => measure(context, url)),
};
