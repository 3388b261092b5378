import { ClusterPools } from '@strata/api/db/cluster-pools';
import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { heapLimitMb } from '@strata/api/runtime/heap-limit';
import { SessionStore } from '@strata/api/sessions/session-store';
import pg from 'pg';
import { sql } from 'slonik';
import { startApiProcess } from '../api-process.js';
import { withBenchDatabase } from '../bench-database.js';
import { postJson, startBenchServer } from '../bench-server.js';
import { type BenchContext, type BenchResult, type BenchSuite, round } from '../bench-types.js';
import { type ClonedTenant, cloneTenants } from '../scale/clone-tenants.js';
import { backupMs, migrateNoopSeconds, pgDumpMs } from '../scale/scale-probes.js';
import { seedAccounts } from '../seed-accounts.js';
import { timeAlternately } from '../timing.js';
import { readQueries } from './data-api.js';

const databaseName = 'strata_bench_scale';
const password = 'bench-password';
/** The issue's figures are for 5,000 organisations on one PostgreSQL; STRATA_SCALE_TENANTS overrides. */
const defaultTenants = 5000;
/** The fetch that rotates visits this many organisations (fewer when there are fewer). */
const rotation = 500;
/** The issue's promise for a no-op migrate over 5,000 organisations. */
const migrateBudgetSeconds = 300;

/**
 * Issue 25 item 6: N organisations (STRATA_SCALE_TENANTS, default 5,000) on one PostgreSQL,
 * made by cloning one provisioned crm schema (scale/clone-tenants.ts says how), then:
 *   B1 (the data bench's eq filter + order + 50 rows) on one organisation among N vs among 10;
 *   a fetch rotating over 500 organisations vs the same fetch on one;
 *   `strata migrate` of a no-op step over all N (the CLI's status read and runner);
 *   the RSS of one API process (api/src/main.ts started as npm start starts a worker:
 *   ../api-process.ts) after a fetch on every organisation, against MEMORY_BUDGET_MB;
 *   `strata tenant backup` (and pg_dump --schema where the pg_dump on PATH can) of one
 *   organisation among N vs among 10.
 * Full bench only (skipped with --quick). The suite's database is dropped at the end, clones and all.
 */
export const scaleSuite: BenchSuite = {
  name: 'scale',
  run: async (context) => {
    if (context.quick) {
      context.log('full bench only: skipped with --quick');
      return [];
    }
    return withBenchDatabase(context, databaseName, (databaseUrl) => measure(context, databaseUrl));
  },
};

function tenantCount(): number {
  const n = Number(process.env.STRATA_SCALE_TENANTS ?? defaultTenants);
  if (!Number.isInteger(n) || n < 20)
    throw new Error('STRATA_SCALE_TENANTS must be a whole number of at least 20');
  return n;
}

async function measure(context: BenchContext, databaseUrl: string): Promise<BenchResult[]> {
  const total = tenantCount();
  const budgetMb = Number(process.env.MEMORY_BUDGET_MB ?? 512);
  const runs = 300;
  await migratePlatform(databaseUrl);
  const pool = await createDatabasePool(databaseUrl, { maximumPoolSize: 10 });
  const app = await startBenchServer(pool);
  const sessions = new SessionStore(pool, new MemoryEventBus(), { idleMs: 3_600_000, maxMs: 86_400_000 });
  // what the CLI's runtime builds: every organisation here is on the default cluster
  const clusters = new ClusterPools(pool, { resolveUrl: async () => null });
  const clones: ClonedTenant[] = [];
  try {
    const source = await provisionTenant(pool, {
      organization: 'scale-source',
      template: 'crm',
      admin: { email: 'admin@scale.test', password },
    });
    const adminId = source.admin.id;
    const from = { schemaName: source.tenant.schemaName, template: 'crm' };
    // the measured organisation: a clone with 10,000 accounts of its own
    const [measured] = await cloneTenants(databaseUrl, from, ['scale-b1']);
    if (!measured) throw new Error('no clone');
    clones.push(measured);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await seedAccounts(client, measured.schemaName, adminId, 10_000);
    await client.query(`ANALYZE ${client.escapeIdentifier(measured.schemaName)}.account`);
    await client.end();
    const names = Array.from({ length: total - 2 }, (_, i) => `scale-${String(i + 1).padStart(5, '0')}`);
    // among 10: the source, the measured one and 8 more
    clones.push(...(await cloneTenants(databaseUrl, from, names.slice(0, 8))));
    const token = async (tenant: { id: string }) =>
      (await sessions.create({ tenantId: tenant.id, userId: adminId })).token;
    const measuredToken = await token(measured);
    const b1 = readQueries()[0]?.[1];
    const fetchB1 = (bearer: string) => () => postJson(app.base, bearer, '/api/fetch', b1);
    const [among10] = await timeAlternately([fetchB1(measuredToken)], runs, 50);
    const small = clones[1] as ClonedTenant;
    const backup10 = await backupMs(clusters, small.name);
    const dump10 = await pgDumpMs(databaseUrl, small.schemaName);
    context.log(
      `among 10: B1 p50 ${round(among10?.p50 ?? 0)} ms; backup ${round(backup10)} ms; pg_dump ${dump10.ms === null ? dump10.why : `${round(dump10.ms)} ms`}`,
    );

    const cloneStarted = performance.now();
    const step = Math.max(1, Math.round(total / 10));
    clones.push(
      ...(await cloneTenants(databaseUrl, from, names.slice(8), {
        onProgress: (done) => {
          if (done % step === 0) context.log(`cloned ${done + 10} of ${total}`);
        },
      })),
    );
    const cloneSeconds = (performance.now() - cloneStarted) / 1000;
    const catalog = await catalogSize(pool);
    context.log(`${total} organisations: ${round(cloneSeconds, 0)} s to clone ${total - 10}; ${catalog}`);

    const results: BenchResult[] = [];
    const [amongN] = await timeAlternately([fetchB1(measuredToken)], runs, 50);
    results.push({
      name: 'scale.b1-among-n.p50',
      unit: 'ms',
      value: round(amongN?.p50 ?? 0, 3),
      baseline: round(among10?.p50 ?? 0, 3),
      ratio: round((amongN?.p50 ?? 0) / (among10?.p50 ?? 1), 3),
      target: 1.2,
      notes: `B1 (data-api a-eq-order-50, 10,000 accounts) on one organisation among ${total} vs among 10; p95 ${round(amongN?.p95 ?? 0)} vs ${round(among10?.p95 ?? 0)} ms`,
    });

    // a session for every organisation (the measured one and the source stay out of the rotation)
    const everyone = clones.slice(1);
    const tokens: string[] = [];
    for (const tenant of everyone) tokens.push(await token(tenant));
    const rotating = tokens.slice(0, Math.min(rotation, tokens.length));
    let turn = 0;
    const [round500, one] = await timeAlternately(
      [() => fetchB1(rotating[turn++ % rotating.length] as string)(), fetchB1(rotating[0] as string)],
      // warm-up: rounds enough for each of the pool's 10 connections to have met most
      // organisations (a backend builds its catalog cache entries per table on first use)
      rotating.length * 3,
      rotating.length * 5,
    );
    results.push({
      name: 'scale.fetch-rotating.p50',
      unit: 'ms',
      value: round(round500?.p50 ?? 0, 3),
      baseline: round(one?.p50 ?? 0, 3),
      ratio: round((round500?.p50 ?? 0) / (one?.p50 ?? 1), 3),
      target: 1.2,
      notes: `B1 on an empty clone, each request to the next of ${rotating.length} organisations vs always the same one, among ${total}; p95 ${round(round500?.p95 ?? 0)} vs ${round(one?.p95 ?? 0)} ms`,
    });

    // one API process of its own, as `npm start` runs it, touches every organisation
    const api = await startApiProcess(databaseUrl, { memoryBudgetMb: budgetMb });
    try {
      const before = api.memory().rssMb;
      const touchStarted = performance.now();
      for (const bearer of tokens) await postJson(api.base, bearer, '/api/fetch', b1);
      const touchSeconds = (performance.now() - touchStarted) / 1000;
      const after = api.memory();
      results.push({
        name: 'scale.rss-after-all-tenants.mb',
        unit: 'MB',
        value: round(after.rssMb, 0),
        baseline: budgetMb,
        ratio: round(after.rssMb / budgetMb, 3),
        target: 1,
        notes: `RSS of one API process (api/src/main.ts, one worker as npm start runs it, V8 heap capped at ${heapLimitMb(budgetMb)} MB from MEMORY_BUDGET_MB ${budgetMb}) after a fetch on each of ${tokens.length} organisations (${round(touchSeconds, 0)} s); ${round(before, 0)} MB before, peak ${round(after.peakMb, 0)} MB`,
      });
    } finally {
      await api.stop();
    }

    const migrate = await migrateNoopSeconds(clusters, 4);
    const allowed = (migrateBudgetSeconds * total) / defaultTenants;
    results.push({
      name: 'scale.migrate-noop.seconds',
      unit: 's',
      value: round(migrate.seconds, 1),
      baseline: round(allowed, 1),
      ratio: round(migrate.seconds / allowed, 3),
      target: 1,
      notes: `strata migrate (status read + runner, concurrency 4) of a no-op step over ${migrate.tenants} organisations, ${migrate.failed} failed; the baseline is 5 minutes per 5,000 scaled to ${total} (${round((migrate.seconds / total) * defaultTenants, 0)} s per 5,000 at this rate)`,
    });

    const backupN = await backupMs(clusters, small.name);
    const dumpN = await pgDumpMs(databaseUrl, small.schemaName);
    results.push({
      name: 'scale.backup-one-tenant.ms',
      unit: 'ms',
      value: round(backupN, 0),
      baseline: round(backup10, 0),
      ratio: round(backupN / backup10, 3),
      target: 2,
      notes:
        `strata tenant backup of one empty clone among ${total} vs among 10 (the issue sets no target; 2x is ours); ` +
        (dumpN.ms === null || dump10.ms === null
          ? `pg_dump not measured: ${dumpN.why}`
          : `pg_dump --schema -Fc: ${round(dumpN.ms, 0)} ms among ${total} vs ${round(dump10.ms, 0)} ms among 10 (${dumpN.why})`),
    });
    for (const result of results)
      context.log(`${result.name}: ${result.value} ${result.unit} (${result.notes})`);
    return results;
  } finally {
    await app.close();
    await clusters.end();
    // no DROP SCHEMA per clone (5,000 of them took longer than the clones): the suite's own
    // database goes as a whole afterwards (withBenchDatabase), files and catalog at once
    await pool.end();
  }
}

/** Relations in the catalog and the database's size: what N organisations cost PostgreSQL. */
async function catalogSize(pool: DatabasePool): Promise<string> {
  const row = (await pool.one(sql.unsafe`
    SELECT (SELECT count(*) FROM pg_class)::int AS relations,
           pg_size_pretty(pg_database_size(current_database())) AS size`)) as {
    relations: number;
    size: string;
  };
  return `${row.relations} relations, database ${row.size}`;
}
