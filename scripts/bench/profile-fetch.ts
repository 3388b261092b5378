/**
 * Profiles POST /api/fetch end to end for one of the benchmark's queries (default (b)):
 * `PROFILE_OUT=/tmp/fetch.cpuprofile PROFILE_CONCURRENCY=8 PROFILE_ACCOUNTS=10000 node
 * --conditions=source --import tsx scripts/bench/profile-fetch.ts 4000 0` profiles only the
 * requests (or `node --cpu-prof ...` the whole run). A helper for finding where the time of a
 * request goes; not part of the benchmark figures.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createDatabasePool } from '@strata/api/db/pool';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import pg from 'pg';
import { createFreshDatabase, dropDatabase, openTestServer } from '../../test/fixtures/test-database.js';
import { login, postJson, startBenchServer } from './bench-server.js';
import { seedAccounts } from './seed-accounts.js';
import { readQueries } from './suites/data-api.js';

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
// PROFILE_CONCURRENCY=8: that many requests in flight (the bench's throughput figure)
const concurrency = Number(process.env.PROFILE_CONCURRENCY ?? 1);
// PROFILE_OUT=file.cpuprofile: a CPU profile of the requests only (not of the set-up)
const inspector = process.env.PROFILE_OUT ? new Session() : undefined;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}
const started = performance.now();
let sent = 0;
const caller = async () => {
  while (sent < runs) {
    sent++;
    // the benchmark's own client (node:http, keep-alive): fetch() would add undici's cost
    await postJson(app.base, token, '/api/fetch', query);
  }
};
await Promise.all(Array.from({ length: concurrency }, caller));
const elapsed = performance.now() - started;
console.log('ms per request', elapsed / runs, 'requests/s', (runs / elapsed) * 1000);
if (inspector && process.env.PROFILE_OUT) {
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  inspector.disconnect();
}
await app.close();
await pool.end();
await dropDatabase(server, 'strata_profile');
