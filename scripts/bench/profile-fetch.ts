/**
 * Profiles POST /api/fetch end to end for one of the benchmark's queries (default (b)):
 * `PROFILE_OUT=/tmp/fetch.cpuprofile PROFILE_CONCURRENCY=8 PROFILE_ACCOUNTS=10000 node
 * --conditions=source --import tsx scripts/bench/profile-fetch.ts 4000 0` profiles only the
 * requests (or `node --cpu-prof ...` the whole run). A helper for finding where the time of a
 * request goes; not part of the benchmark figures.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createDatabasePool } from '@strata/api/db/pool';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { MetadataCache } from '@strata/api/metadata/metadata-cache';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { readEverything } from '@strata/api/permissions/row-access';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { compileFetch } from '@strata/api/query/compile-fetch';
import pg from 'pg';
import { createFreshDatabase, dropDatabase, openTestServer } from '../../test/fixtures/test-database.js';
import { login, postJson, startBenchServer } from './bench-server.js';
import { openRawPool, rawRows, startPlainHttp } from './plain-http.js';
import { seedAccounts } from './seed-accounts.js';
import { startStackFloor } from './stack-floor.js';
import { readQueries } from './suites/data-api.js';

/** CPU ticks (1/100 s) per thread name of this process, from /proc (Linux). */
function threadCpu(): Map<string, number> {
  const totals = new Map<string, number>();
  for (const task of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    totals.set(name, (totals.get(name) ?? 0) + Number(fields[11]) + Number(fields[12]));
  }
  return totals;
}

const server = await openTestServer();
const url = await createFreshDatabase(server, 'strata_profile');
await migratePlatform(url);
const pool = await createDatabasePool(url);
const app = await startBenchServer(pool);
const created = await provisionTenant(pool, {
  organization: 'prof',
  template: 'crm',
  admin: { email: 'a@p.test', password: 'long enough' },
  sampleData: true,
});
// PROFILE_ACCOUNTS=100000: the benchmark's own accounts on top of the sample data
const accounts = Number(process.env.PROFILE_ACCOUNTS ?? 0);
if (accounts > 0) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await seedAccounts(client, created.tenant.schemaName, created.admin.id, accounts);
  await client.query(`ANALYZE ${client.escapeIdentifier(created.tenant.schemaName)}.account`);
  await client.end();
}
const token = await login(app.base, 'prof', 'a@p.test', 'long enough');
// query (b) of the benchmark, or another by its index: node ... profile-fetch.ts 2000 0
// or any body: PROFILE_BODY='{"entity":{...}}' node ... profile-fetch.ts
const query = process.env.PROFILE_BODY
  ? JSON.parse(process.env.PROFILE_BODY)
  : readQueries()[Number(process.argv[3] ?? 1)]?.[1];
const runs = Number(process.argv[2] ?? 2000);
// PROFILE_PATH=/api/export/csv: another route of the data API with PROFILE_BODY as its body
const apiPath = process.env.PROFILE_PATH ?? '/api/fetch';
// PROFILE_TARGET=bare: the same SQL behind the bare node:http server (the bench's floor) instead
const bare =
  process.env.PROFILE_TARGET === 'bare' || process.env.PROFILE_TARGET === 'stack'
    ? await (async () => {
        const metadata = await new MetadataCache(pool, new MemoryEventBus()).get(created.tenant);
        const compiled = compileFetch(query, { metadata, access: readEverything });
        const raw = openRawPool(url);
        // PROFILE_TARGET=stack: Express + helmet + body-parser + slonik, no Strata middleware
        const plain =
          process.env.PROFILE_TARGET === 'stack'
            ? await startStackFloor(pool, compiled.query)
            : await startPlainHttp(() => rawRows(raw, compiled.query));
        return {
          base: plain.base,
          close: async () => {
            await plain.close();
            await raw.end();
          },
        };
      })()
    : undefined;
// PROFILE_CONCURRENCY=8: that many requests in flight (the bench's throughput figure)
const concurrency = Number(process.env.PROFILE_CONCURRENCY ?? 1);
// PROFILE_OUT=file.cpuprofile: a CPU profile of the requests only (not of the set-up)
const inspector = process.env.PROFILE_OUT ? new Session() : undefined;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}
const threadsAtStart = threadCpu();
const started = performance.now();
const cpuAtStart = process.cpuUsage();
let sent = 0;
const caller = async () => {
  while (sent < runs) {
    sent++;
    // the benchmark's own client (node:http, keep-alive): fetch() would add undici's cost
    await (bare ? postJson(bare.base, token, '/', query) : postJson(app.base, token, apiPath, query));
  }
};
await Promise.all(Array.from({ length: concurrency }, caller));
const elapsed = performance.now() - started;
const cpu = process.cpuUsage(cpuAtStart);
console.log(
  'ms per request',
  (elapsed / runs).toFixed(3),
  'requests/s',
  Math.round((runs / elapsed) * 1000),
  'CPU µs per request (client and server)',
  Math.round((cpu.user + cpu.system) / runs),
);
// which threads the CPU went to: V8's GC helpers and libuv's pool count in cpuUsage() too
const threadsAtEnd = threadCpu();
for (const [name, ticks] of threadsAtEnd) {
  const spent = ticks - (threadsAtStart.get(name) ?? 0);
  if (spent > 0) console.log(`  thread ${name}: ${Math.round((spent * 10_000) / runs)} µs per request`);
}
// the answer's size: a large answer's time goes to making, sending and reading its JSON
const answer = await (bare
  ? postJson(bare.base, token, '/', query)
  : postJson(app.base, token, apiPath, query));
console.log(
  'answer',
  JSON.stringify(answer).length,
  'characters, first row',
  JSON.stringify((answer as unknown[])[0]),
);
if (inspector && process.env.PROFILE_OUT) {
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  inspector.disconnect();
}
await bare?.close();
await app.close();
await pool.end();
await dropDatabase(server, 'strata_profile');
