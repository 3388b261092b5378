/**
 * Where the time of POST /api/executemultiple goes, statement by statement, for the data-api
 * benchmark's (d) batch (40 creates, 40 updates, 20 deletes of contacts): `node
 * --conditions=source --import tsx scripts/bench/profile-writes.ts 30` prints each statement
 * kind's count and milliseconds per batch (from slonik's own execution timing), and the batch's
 * wall time. A helper for finding the write path's cost; not part of the benchmark figures.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createDatabasePool } from '@strata/api/db/pool';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import pg from 'pg';
import { sql } from 'slonik';
import { createFreshDatabase, dropDatabase, openTestServer } from '../../test/fixtures/test-database.js';
import { login, postJson, startBenchServer } from './bench-server.js';
import { seedAccounts } from './seed-accounts.js';
import { writeBatch } from './suites/data-api.js';

const batches = Number(process.argv[2] ?? 30);
// PROFILE_OUT=file.cpuprofile: a CPU profile of the timed batches
const inspector = process.env.PROFILE_OUT ? new Session() : undefined;
const server = await openTestServer();
const url = await createFreshDatabase(server, 'strata_profile_writes');
await migratePlatform(url);
const started = new Map<string, number>();
const spent = new Map<string, { count: number; ms: number }>();
let recording = false;
const pool = await createDatabasePool(url, {
  interceptors: [
    {
      name: 'time',
      beforeQueryExecution: (context) => {
        started.set(context.queryId, performance.now());
        return null;
      },
      afterQueryExecution: (context, query) => {
        const from = started.get(context.queryId);
        started.delete(context.queryId);
        if (!recording || from === undefined) return null;
        const kind = query.sql.replace(/\s+/g, ' ').trim().slice(0, 70);
        const entry = spent.get(kind) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += performance.now() - from;
        spent.set(kind, entry);
        return null;
      },
    },
  ],
});
const app = await startBenchServer(pool);
const created = await provisionTenant(pool, {
  organization: 'writes',
  template: 'crm',
  admin: { email: 'a@w.test', password: 'long enough' },
});
const schema = created.tenant.schemaName;
const client = new pg.Client({ connectionString: url });
await client.connect();
await seedAccounts(client, schema, created.admin.id, 1000);
await client.query(
  `INSERT INTO ${client.escapeIdentifier(schema)}.contact (name, lastname, ownerid, createdby, modifiedby)
   SELECT 'Seed ' || g, 'Seed', $1, $1, $1 FROM generate_series(1, $2::int) g`,
  [created.admin.id, (batches + 3) * 60],
);
await client.end();
const token = await login(app.base, 'writes', 'a@w.test', 'long enough');
const victims = await pool.any(
  sql.unsafe`SELECT id, versionnumber FROM ${sql.identifier([schema, 'contact'])} ORDER BY id`,
);
// PROFILE_CREATES=500: an import's call instead (that many creates, continueOnError)
const creates = Number(process.env.PROFILE_CREATES ?? 0);
// PROFILE_IMPORT=1: the imports bench's rows instead (opportunities naming an account, a
// contact and the owner: three lookups to confirm)
const accounts = await pool.anyFirst(
  sql.unsafe`SELECT id FROM ${sql.identifier([schema, 'account'])} ORDER BY id LIMIT 1000`,
);
const lookupRow = (i: number, n: number) => ({
  name: `Deal ${i}-${n}`,
  accountid: accounts[n % accounts.length],
  contactid: victims[(n * 7) % victims.length]?.id,
  ownerid: created.admin.id,
  stage: 'develop',
  description: `Imported row ${n}`,
});
const batch = (i: number) =>
  creates > 0
    ? Array.from({ length: creates }, (_, n) =>
        process.env.PROFILE_IMPORT
          ? { name: 'opportunity', operation: 'create', object: lookupRow(i, n) }
          : {
              name: 'contact',
              operation: 'create',
              object: {
                name: `Imported ${i}-${n}`,
                lastname: 'Imported',
                emailaddress1: `i${i}-${n}@example.com`,
                accountid: null,
              },
            },
      )
    : writeBatch(i, victims);
const body = (i: number) => ({ records: batch(i), ...(creates > 0 ? { continueOnError: true } : {}) });
for (let i = 0; i < 3; i++) await postJson(app.base, token, '/api/executemultiple', body(i));
recording = true;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}
const wallStart = performance.now();
const cpuStart = process.cpuUsage();
for (let i = 3; i < batches + 3; i++) await postJson(app.base, token, '/api/executemultiple', body(i));
const wall = (performance.now() - wallStart) / batches;
const cpu = process.cpuUsage(cpuStart);
recording = false;
if (inspector && process.env.PROFILE_OUT) {
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile));
  inspector.disconnect();
}
const rows = [...spent.entries()]
  .map(([kind, { count, ms }]) => ({
    kind,
    perBatch: count / batches,
    ms: Number((ms / batches).toFixed(2)),
  }))
  .sort((a, b) => b.ms - a.ms);
console.table(rows);
console.log(
  `batch wall ${wall.toFixed(2)} ms; statements ${rows.reduce((sum, row) => sum + row.ms, 0).toFixed(2)} ms; CPU of this process (client and server) ${((cpu.user + cpu.system) / 1000 / batches).toFixed(2)} ms`,
);
await app.close();
await pool.end();
await dropDatabase(server, 'strata_profile_writes');
