import { createDatabasePool } from '@strata/api/db/pool';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import pg from 'pg';
import { type ApiProcess, startApiProcess } from '../api-process.js';
import { withBenchDatabase } from '../bench-database.js';
import { login, postJson } from '../bench-server.js';
import { type BenchContext, type BenchResult, type BenchSuite, round } from '../bench-types.js';
import { seedAccounts } from '../seed-accounts.js';
import { throughputAlternately } from '../timing.js';
import { readQueries } from './data-api.js';

const password = 'bench-password';
/** Each API process's budget, as `npm start`'s default (MEMORY_BUDGET_MB). */
const memoryBudgetMb = 512;

/**
 * Issue 20 item 3: the real server (api/src/main.ts, as `npm start` runs it) with
 * STRATA_WORKERS=1 and =2 side by side on one database, query (a) of the data-api suite at
 * concurrency 8 and 32, in alternating rounds. The client runs in this process on the same
 * machine, so on 2 cores it competes with the workers: the figure is the ratio of the two.
 */
export const workersSuite: BenchSuite = {
  name: 'workers',
  run: (context) => withBenchDatabase(context, 'strata_bench_workers', (url) => measure(context, url)),
};

async function measure(context: BenchContext, databaseUrl: string): Promise<BenchResult[]> {
  await migratePlatform(databaseUrl);
  const pool = await createDatabasePool(databaseUrl);
  const created = await provisionTenant(pool, {
    organization: 'bench',
    template: 'crm',
    admin: { email: 'admin@bench.test', password },
  });
  await pool.end();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await seedAccounts(client, created.tenant.schemaName, created.admin.id, context.quick ? 10_000 : 100_000);
  await client.query(`ANALYZE ${client.escapeIdentifier(created.tenant.schemaName)}.account`);
  await client.end();

  const servers: ApiProcess[] = [];
  try {
    servers.push(await startApiProcess(databaseUrl, { memoryBudgetMb, workers: 1 }));
    servers.push(await startApiProcess(databaseUrl, { memoryBudgetMb, workers: 2 }));
    const query = readQueries()[0]?.[1];
    const ways = await Promise.all(
      servers.map(async (server) => {
        const token = await login(server.base, 'bench', 'admin@bench.test', password);
        return () => postJson(server.base, token, '/api/fetch', query);
      }),
    );
    const results: BenchResult[] = [];
    for (const concurrency of [8, 32]) {
      await throughputAlternately(ways, { concurrency, requests: 200, rounds: 1 });
      const requests = context.quick ? 600 : 3000;
      const [one, two] = (await throughputAlternately(ways, { concurrency, requests, rounds: 3 })).map(
        (load) => load.perSecond,
      ) as [number, number];
      context.log(
        `(a) at concurrency ${concurrency}: 1 worker ${round(one, 0)} req/s, 2 workers ${round(two, 0)} req/s (${round(two / one, 2)}x)`,
      );
      results.push({
        name: `workers.a-eq-order-50.concurrency-${concurrency}.2-workers-vs-1`,
        unit: 'req/s',
        value: round(two, 0),
        baseline: round(one, 0),
        ratio: round(one / two, 3),
        target: null,
        notes: `reference: ratio = 1 worker / 2 workers (below 1: two are faster; 2 workers = ${round(two / one, 2)}x); median of 3 alternating rounds of ${requests} requests; the client shares the machine's 2 cores with the workers and PostgreSQL`,
      });
    }
    return results;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
