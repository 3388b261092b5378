/**
 * Where the rotating fetch's extra time goes (issue 25, scale bench): N cloned organisations,
 * then B1 on the next organisation in turn vs always the same one, as the scale suite does,
 * with every statement the API sends timed by a slonik interceptor. Prints per way: the p50 of
 * the whole request, statements per request and the time spent waiting on PostgreSQL, and
 * which statements only the rotating way sends (a background cache read counts for the request
 * in flight when it runs, whichever way that is). A helper for finding the cause, not a figure:
 *   PROFILE_TENANTS=200 node --conditions=source --import tsx scripts/bench/scale/profile-rotating.ts
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createDatabasePool } from '@strata/api/db/pool';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { SessionStore } from '@strata/api/sessions/session-store';
import type { Interceptor } from 'slonik';
import { createFreshDatabase, dropDatabase, openTestServer } from '../../../test/fixtures/test-database.js';
import { postJson, startBenchServer } from '../bench-server.js';
import { readQueries } from '../suites/data-api.js';
import { percentile } from '../timing.js';
import { cloneTenants } from './clone-tenants.js';

const total = Number(process.env.PROFILE_TENANTS ?? 100);
const server = await openTestServer();
const url = await createFreshDatabase(server, 'strata_profile_rotating');
await migratePlatform(url);

// every statement: its text's first words and how long PostgreSQL took to answer
let recording: { sql: string; ms: number }[] | null = null;
const started = new Map<string, number>();
const timer: Interceptor = {
  name: 'profile-rotating-timer',
  beforeQueryExecution: (context) => {
    started.set(context.queryId, performance.now());
    return null;
  },
  afterQueryExecution: (context, query) => {
    const at = started.get(context.queryId);
    started.delete(context.queryId);
    if (recording && at !== undefined)
      recording.push({ sql: query.sql.replace(/\s+/g, ' ').slice(0, 90), ms: performance.now() - at });
    return null;
  },
};
const pool = await createDatabasePool(url, { maximumPoolSize: 10, interceptors: [timer] });
// PROFILE_CACHE_MS=600000: caches that never expire during the run (what their reads cost)
const app = await startBenchServer(
  pool,
  process.env.PROFILE_CACHE_MS ? { cacheMs: Number(process.env.PROFILE_CACHE_MS) } : {},
);
const sessions = new SessionStore(pool, new MemoryEventBus(), { idleMs: 3_600_000, maxMs: 86_400_000 });
try {
  const source = await provisionTenant(pool, {
    organization: 'rot-source',
    template: 'crm',
    admin: { email: 'admin@rot.test', password: 'bench-password' },
  });
  const names = Array.from({ length: total - 1 }, (_, i) => `rot-${i + 1}`);
  const clones = await cloneTenants(url, { schemaName: source.tenant.schemaName, template: 'crm' }, names);
  const tokens: string[] = [];
  for (const tenant of clones)
    tokens.push((await sessions.create({ tenantId: tenant.id, userId: source.admin.id })).token);
  const b1 = readQueries()[0]?.[1];
  const fetchB1 = (bearer: string) => postJson(app.base, bearer, '/api/fetch', b1);
  let turn = 0;
  const ways = {
    rotating: () => fetchB1(tokens[turn++ % tokens.length] as string),
    one: () => fetchB1(tokens[0] as string),
  };
  for (let i = 0; i < tokens.length * 5; i++) for (const work of Object.values(ways)) await work();
  const runs = tokens.length * 3;
  const samples = { rotating: [] as number[], one: [] as number[] };
  const statements = {
    rotating: [] as { sql: string; ms: number }[],
    one: [] as { sql: string; ms: number }[],
  };
  for (let i = 0; i < runs; i++) {
    for (const [name, work] of Object.entries(ways) as [keyof typeof ways, () => Promise<unknown>][]) {
      recording = statements[name];
      const at = performance.now();
      await work();
      samples[name].push(performance.now() - at);
      recording = null;
    }
  }
  // PROFILE_OUT=/tmp/rot: a CPU profile of each way alone, /tmp/rot-rotating.cpuprofile and -one
  if (process.env.PROFILE_OUT) {
    const inspector = new Session();
    inspector.connect();
    await inspector.post('Profiler.enable');
    for (const [name, work] of Object.entries(ways)) {
      await inspector.post('Profiler.start');
      for (let i = 0; i < runs; i++) await work();
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(`${process.env.PROFILE_OUT}-${name}.cpuprofile`, JSON.stringify(profile));
    }
  }
  for (const name of ['rotating', 'one'] as const) {
    const sorted = [...samples[name]].sort((a, b) => a - b);
    const db = statements[name].reduce((sum, s) => sum + s.ms, 0) / runs;
    const dbSorted = statements[name].map((s) => s.ms).sort((a, b) => a - b);
    console.log(
      `${name}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms; ` +
        `${(statements[name].length / runs).toFixed(2)} statements per request, ${db.toFixed(2)} ms waiting on PostgreSQL ` +
        `(statement p50 ${percentile(dbSorted, 50).toFixed(2)} ms)`,
    );
    const bySql = new Map<string, { n: number; ms: number }>();
    for (const s of statements[name]) {
      const entry = bySql.get(s.sql) ?? { n: 0, ms: 0 };
      entry.n++;
      entry.ms += s.ms;
      bySql.set(s.sql, entry);
    }
    for (const [text, entry] of [...bySql].sort((a, b) => b[1].ms - a[1].ms).slice(0, 8))
      console.log(`  ${entry.n} x ${(entry.ms / entry.n).toFixed(2)} ms  ${text}`);
  }
} finally {
  await app.close();
  await pool.end();
  await dropDatabase(server, 'strata_profile_rotating');
  await server.stop();
}
