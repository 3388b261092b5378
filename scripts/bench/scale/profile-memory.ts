/**
 * What one API process keeps per organisation (issue 25, scale bench): N cloned organisations,
 * a session and one B1 fetch on each in turn, and every `PROFILE_STEP` organisations the RSS,
 * the V8 heap after a full GC (run with --expose-gc), and the caches' own estimates. A helper
 * for finding what grows, not a figure:
 *   PROFILE_TENANTS=600 [PROFILE_SNAPSHOT=/tmp/at-end.heapsnapshot] node --expose-gc
 *   --conditions=source --import tsx scripts/bench/scale/profile-memory.ts
 * PROFILE_API_PROCESS=1 sends the fetches to an API process of its own instead (started as the
 * scale bench starts it, heap capped from MEMORY_BUDGET_MB) and prints its RSS and peak.
 */
import { writeHeapSnapshot } from 'node:v8';
import { createDatabasePool } from '@strata/api/db/pool';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { SessionStore } from '@strata/api/sessions/session-store';
import { createFreshDatabase, dropDatabase, openTestServer } from '../../../test/fixtures/test-database.js';
import { startApiProcess } from '../api-process.js';
import { postJson, startBenchServer } from '../bench-server.js';
import { readQueries } from '../suites/data-api.js';
import { cloneTenants } from './clone-tenants.js';

const total = Number(process.env.PROFILE_TENANTS ?? 600);
const step = Number(process.env.PROFILE_STEP ?? 100);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const server = await openTestServer();
const url = await createFreshDatabase(server, 'strata_profile_memory');
await migratePlatform(url);
const pool = await createDatabasePool(url, { maximumPoolSize: 10 });
// MEMORY_BUDGET_MB=128: the caches fill sooner, so what grows past them shows with fewer organisations
const app = await startBenchServer(
  pool,
  process.env.MEMORY_BUDGET_MB ? { memoryBudgetMb: Number(process.env.MEMORY_BUDGET_MB) } : {},
);
const sessions = new SessionStore(pool, new MemoryEventBus(), { idleMs: 3_600_000, maxMs: 86_400_000 });
const source = await provisionTenant(pool, {
  organization: 'memory-source',
  template: 'crm',
  admin: { email: 'admin@memory.test', password: 'memory password' },
});
const names = Array.from({ length: total }, (_, i) => `memory-${String(i + 1).padStart(5, '0')}`);
const clones = await cloneTenants(url, { schemaName: source.tenant.schemaName, template: 'crm' }, names);
const b1 = readQueries()[0]?.[1];
const budgetMb = Number(process.env.MEMORY_BUDGET_MB ?? 512);
const apiProcess =
  process.env.PROFILE_API_PROCESS === '1'
    ? await startApiProcess(url, { memoryBudgetMb: budgetMb })
    : undefined;
const base = apiProcess?.base ?? app.base;
const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));
const report = (touched: number) => {
  if (apiProcess) {
    const memory = apiProcess.memory();
    console.log(
      `${touched} organisations: API process rss ${Math.round(memory.rssMb)} MB, peak ${Math.round(memory.peakMb)} MB`,
    );
    return;
  }
  // RSS as the process runs (V8 collects when it chooses), then after a full collection
  const running = process.memoryUsage().rss;
  gc();
  const usage = process.memoryUsage();
  const metadata = app.services.metadata.stats;
  console.log(
    `${touched} organisations: rss ${mb(running)} MB running, ${mb(usage.rss)} MB after a GC, heap used ${mb(usage.heapUsed)} of ${mb(usage.heapTotal)} MB, external ${mb(usage.external)} MB; metadata cache ${metadata.entries} entries, ${mb(metadata.bytes)} MB estimated`,
  );
};
report(0);
let touched = 0;
for (const clone of clones) {
  const token = (await sessions.create({ tenantId: clone.id, userId: source.admin.id })).token;
  await postJson(base, token, '/api/fetch', b1);
  touched++;
  if (touched % step === 0) report(touched);
}
if (process.env.PROFILE_SNAPSHOT) {
  gc();
  console.log('heap snapshot', writeHeapSnapshot(process.env.PROFILE_SNAPSHOT));
}
await apiProcess?.stop();
await app.close();
await app.services.close();
await pool.end();
await dropDatabase(server, 'strata_profile_memory');
