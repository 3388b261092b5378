import { loadavg } from 'node:os';
import { createDatabasePool } from '@strata/api/db/pool';
import { findTenantByName } from '@strata/api/tenancy/tenant-registry';
import { withBenchDatabase } from '../bench-database.js';
import { login } from '../bench-server.js';
import { type BenchContext, type BenchResult, type BenchSuite, round } from '../bench-types.js';
import { launchChromium, signedInPage, viewport } from '../lists/browser.js';
import { type BuiltApp, withBuiltApp } from '../lists/built-app.js';
import { listFigures } from '../lists/list-figures.js';
import {
  type FirstPageProbe,
  type IdleFetches,
  listProbeScript,
  type NextPageProbe,
} from '../lists/list-probe.js';
import { type MainThreadBusy, mainThreadMeter } from '../lists/main-thread.js';
import { timeListFetch } from '../lists/raw-list-fetch.js';
import { benchRenderCell, measureTenThousandRows } from '../lists/ten-thousand-rows.js';
import { seedOwnedAccounts } from '../seed-accounts.js';

const databaseName = 'strata_bench_lists';
const organization = 'demo';
const adminEmail = 'admin@example.com';
const entity = 'account';
/** The "All Accounts" view of the crm template: every account, sorted by name. */
const listPath = `/sales/list/${entity}?view=all`;
const pageSize = 50;

/**
 * Lists (issue "Lists"): with 100k accounts (10k with --quick), in Chromium against the built
 * app: navigation -> the first 50 rows painted, and scroll -> the next page painted, each split
 * into the list fetch and the client part after the data arrived (budget 100 ms); the next-page
 * fetch against the same SQL run raw (at most 1.5x).
 */
export const listsSuite: BenchSuite = {
  name: 'lists',
  run: (context) =>
    withBenchDatabase(context, databaseName, (databaseUrl) =>
      withBuiltApp(databaseUrl, (app) => measure(context, databaseUrl, app)),
    ),
};

async function measure(context: BenchContext, databaseUrl: string, app: BuiltApp): Promise<BenchResult[]> {
  const accounts = context.quick ? 10_000 : 100_000;
  const navigations = context.quick ? 4 : 10;
  const rawRuns = context.quick ? 30 : 100;
  const pool = await createDatabasePool(databaseUrl, { maximumPoolSize: 2 });
  try {
    const tenant = await findTenantByName(pool, organization);
    if (!tenant) throw new Error('the app did not provision the demo organisation');
    const seedStarted = performance.now();
    await seedOwnedAccounts(databaseUrl, tenant.schemaName, adminEmail, accounts);
    context.log(`seeded ${accounts} accounts in ${round((performance.now() - seedStarted) / 1000, 1)} s`);

    // the machine is shared: its load says how far the browser figures are from a quiet one
    const loadBefore = loadavg()[0] ?? 0;
    const { firstPages, nextPages, nextBusy, idle, tenThousand, withScript } = await browse(
      context,
      app,
      navigations,
      rawRuns,
    );
    const load = `1-min load average ${round(loadBefore, 1)} -> ${round(loadavg()[0] ?? 0, 1)}`;
    context.log(load);
    const firstBody = firstPages.at(-1)?.fetch?.body;
    const nextBody = nextPages.at(-1)?.fetch?.body;
    if (!firstBody || !nextBody) throw new Error('the list fetches were not seen');
    const token = await login(app.base, organization, adminEmail, app.demoPassword);
    const timed = (body: unknown) =>
      timeListFetch({ pool, tenant, body, base: app.base, token, runs: rawRuns });
    const first = await timed(firstBody);
    const next = await timed(nextBody);
    if (first.rows !== pageSize || next.rows !== pageSize)
      throw new Error(`raw pages have ${first.rows} and ${next.rows} rows, not ${pageSize}`);
    context.log(
      `raw SQL p50: first page ${round(first.raw.p50)} ms, next page ${round(next.raw.p50)} ms; ` +
        `the same POSTs from Node: ${round(first.node.p50)} ms, ${round(next.node.p50)} ms`,
    );
    context.log(tenThousand.notes ?? '');
    context.log(withScript.notes ?? '');
    const figures = listFigures({
      entity,
      firstPages,
      nextPages,
      nextBusy,
      idle,
      first,
      next,
      runs: `${navigations} navigations and scrolls in Chromium ${viewport.width}x${viewport.height}, ${accounts} accounts; raw: ${rawRuns} runs; ${load}`,
    });
    return [...figures, tenThousand, withScript];
  } finally {
    await pool.end();
  }
}

/**
 * One signed-in tab; a first navigation unmeasured (it fills the browser's cache with the
 * bundle and warms the server's metadata and session caches), then `navigations` times: load
 * the list, wait for the first page, scroll to its end, wait for the second page.
 */
async function browse(context: BenchContext, app: BuiltApp, navigations: number, idleRuns: number) {
  const browser = await launchChromium();
  try {
    const page = await signedInPage(
      browser,
      app.origin(organization),
      { email: adminEmail, password: app.demoPassword },
      listProbeScript(entity, pageSize),
    );
    const meter = await mainThreadMeter(page);
    const firstPages: FirstPageProbe[] = [];
    const nextPages: NextPageProbe[] = [];
    const nextBusy: MainThreadBusy[] = [];
    for (let run = -1; run < navigations; run++) {
      await page.goto(`${app.origin(organization)}${listPath}`, { waitUntil: 'commit' });
      const first = (await page.evaluate('window.__listProbe.firstPage()')) as FirstPageProbe;
      const { result: next, busy } = await meter.measure(
        async () => (await page.evaluate('window.__listProbe.nextPage()')) as NextPageProbe,
      );
      if (run < 0) continue;
      firstPages.push(first);
      nextPages.push(next);
      nextBusy.push(busy);
      context.log(`run ${run + 1}: first page ${phases(first, 0)}`);
      context.log(
        `run ${run + 1}: next page  ${phases(next, next.scrolledAt)}; main thread busy ${round(busy.task, 1)} ms (script ${round(busy.script, 1)})`,
      );
    }
    const nextBody = nextPages.at(-1)?.fetch?.body;
    const idle = (await page.evaluate(
      ([body, runs]) =>
        (
          window as unknown as { __listProbe: { idleFetches: (b: unknown, r: number) => Promise<unknown> } }
        ).__listProbe.idleFetches(body, runs),
      [nextBody, idleRuns] as const,
    )) as IdleFetches;
    const token = await login(app.base, organization, adminEmail, app.demoPassword);
    const jumps = {
      page,
      origin: app.origin(organization),
      base: app.base,
      token,
      entity,
      steps: context.quick ? 40 : 200,
    };
    const tenThousand = await measureTenThousandRows(jumps);
    // the same jumps with a {entity}.renderCell script: its cache keeps them within the frame
    const withScript = await measureTenThousandRows({ ...jumps, renderCell: benchRenderCell });
    return { firstPages, nextPages, nextBusy, idle, tenThousand, withScript };
  } finally {
    await browser.close();
  }
}

/** One run's phases on the page's clock, for the log: where the time went. */
function phases(probe: FirstPageProbe | NextPageProbe, from: number): string {
  const f = probe.fetch;
  if (!f) return `painted after ${round(probe.paintedAt - from, 1)} ms (no fetch timing)`;
  return [
    `painted after ${round(probe.paintedAt - from, 1)} ms:`,
    `fetch called at +${round(f.calledAt - from, 1)},`,
    `fetch ${round(f.responseEnd - f.startTime, 1)} (sent ${round(f.requestStart - f.startTime, 1)}, first byte ${round(f.responseStart - f.startTime, 1)}),`,
    `response end -> DOM ${round(probe.committedAt - f.responseEnd, 1)},`,
    `DOM -> painted ${round(probe.paintedAt - probe.committedAt, 1)}`,
  ].join(' ');
}
