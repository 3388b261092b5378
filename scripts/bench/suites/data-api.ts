import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { MetadataCache } from '@strata/api/metadata/metadata-cache';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { readEverything } from '@strata/api/permissions/row-access';
import { provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { compileFetch } from '@strata/api/query/compile-fetch';
import pg from 'pg';
import { sql } from 'slonik';
import { withBenchDatabase } from '../bench-database.js';
import { login, postJson, startBenchServer } from '../bench-server.js';
import { type BenchContext, type BenchResult, type BenchSuite, round } from '../bench-types.js';
import { againstBareServer, latencyResult } from '../data-api/against-floors.js';
import { openRawPool, rawRows, startPlainHttp } from '../plain-http.js';
import { seedAccounts } from '../seed-accounts.js';
import { startStackFloor } from '../stack-floor.js';
import { type Timing, time, timeAlternately } from '../timing.js';

const databaseName = 'strata_bench_data';
const password = 'bench-password';

/**
 * The data API (issue 3): with 100k accounts and 200k contacts (10k / 20k with --quick),
 * (a) eq filter + order + 50 rows, (b) nested and/or + like + two outer links, page 3,
 * (c) count grouped by month: each POST /api/fetch against the very SQL it compiles to, run
 * on a bare pg pool of the same size; (a) also against that SQL behind a bare node:http server,
 * at concurrency 1 and 8 (issue 20); (d) executemultiple of 100 mixed writes, in operations/s.
 */
export const dataApiSuite: BenchSuite = {
  name: 'data-api',
  run: (context) => withBenchDatabase(context, databaseName, (databaseUrl) => measure(context, databaseUrl)),
};

async function measure(context: BenchContext, databaseUrl: string): Promise<BenchResult[]> {
  const accounts = context.quick ? 10_000 : 100_000;
  const runs = context.quick ? 60 : 300;
  await migratePlatform(databaseUrl);
  const pool = await createDatabasePool(databaseUrl, { maximumPoolSize: 10 });
  // raw SQL: a bare pg pool of the same size, shared by the raw figures and the bare server
  const raw = openRawPool(databaseUrl, 10);
  const app = await startBenchServer(pool);
  try {
    const created = await provisionTenant(pool, {
      organization: 'bench',
      template: 'crm',
      admin: { email: 'admin@bench.test', password },
    });
    const schema = created.tenant.schemaName;
    const seedStarted = performance.now();
    await seed(databaseUrl, schema, created.admin.id, accounts);
    context.log(
      `seeded ${accounts} accounts and ${accounts * 2} contacts in ${round((performance.now() - seedStarted) / 1000, 1)} s`,
    );
    const token = await login(app.base, 'bench', 'admin@bench.test', password);
    const metadata = await new MetadataCache(pool, new MemoryEventBus()).get(created.tenant);

    const results: BenchResult[] = [];
    const floor = await time(() => postJson(app.base, token, '/api/organization', {}), runs, 20);
    context.log(
      `a trivial authenticated POST (/api/organization) takes p50 ${round(floor.p50)} ms: the HTTP floor`,
    );
    for (const [name, query, target] of readQueries()) {
      const compiled = compileFetch(query, { metadata, access: readEverything });
      const plain = await startPlainHttp(() => rawRows(raw, compiled.query));
      // (a) also against the stack's own floor: Express, helmet, body-parser and slonik alone
      const stack = name.startsWith('a-') ? await startStackFloor(pool, compiled.query) : undefined;
      const ways = [
        () => postJson(app.base, token, '/api/fetch', query),
        () => rawRows(raw, compiled.query),
        () => postJson(plain.base, token, '/', query),
        ...(stack ? [() => postJson(stack.base, token, '/', query)] : []),
      ];
      try {
        const [http, rawTiming, plainHttp, stackHttp] = (await timeAlternately(ways, runs, 20)) as [
          Timing,
          Timing,
          Timing,
          Timing | undefined,
        ];
        context.log(
          `${name}: http p50 ${round(http.p50)} ms p95 ${round(http.p95)} ms; raw p50 ${round(rawTiming.p50)} ms p95 ${round(rawTiming.p95)} ms; bare node:http + the same SQL p50 ${round(plainHttp.p50)} ms p95 ${round(plainHttp.p95)} ms${stackHttp ? `; the stack's floor p50 ${round(stackHttp.p50)} ms p95 ${round(stackHttp.p95)} ms` : ''}`,
        );
        if (stackHttp) {
          results.push(
            ...(await againstBareServer(context, name, ways, {
              http,
              raw: rawTiming,
              plainHttp,
              stackHttp,
            })),
          );
        } else {
          results.push(latencyResult(name, http, rawTiming, target, plainHttp));
        }
      } finally {
        await plain.close();
        await stack?.close();
      }
    }
    results.push(...(await writeThroughput(context, app.base, token, pool, schema, runs)));
    return results;
  } finally {
    await app.close();
    await pool.end();
    await raw.end();
  }
}

/** The read queries (a)-(c): name, query, target ratio. Also used by profile-fetch.ts. */
export function readQueries(): [string, unknown, number][] {
  return [
    [
      'a-eq-order-50',
      {
        entity: {
          name: 'account',
          attributes: [
            'name',
            'accountnumber',
            'industrycode',
            'revenue',
            'address1_city',
            'primarycontactid',
          ].map((attribute) => ({ attribute })),
          filter: { conditions: [{ attribute: 'industrycode', operator: 'eq', value: 3 }] },
          orders: [{ attribute: 'name' }],
        },
        pageSize: 50,
      },
      1.25,
    ],
    [
      'b-andor-like-2links-page3',
      {
        entity: {
          name: 'contact',
          attributes: ['name', 'emailaddress1', 'address1_city', 'createdon'].map((attribute) => ({
            attribute,
          })),
          filter: {
            type: 'and',
            filters: [
              {
                type: 'or',
                conditions: [
                  { attribute: 'lastname', operator: 'like', value: 'nov%' },
                  { attribute: 'emailaddress1', operator: 'like', value: '%7@example.com' },
                ],
              },
              {
                type: 'or',
                conditions: [
                  { attribute: 'statecode', operator: 'eq', value: 0 },
                  { attribute: 'createdon', operator: 'ge', value: '2026-01-01T00:00:00Z' },
                ],
              },
            ],
          },
          links: [
            {
              name: 'account',
              from: 'id',
              to: 'accountid',
              alias: 'acc',
              type: 'outer',
              attributes: [{ attribute: 'name' }, { attribute: 'address1_city' }],
            },
            {
              name: 'systemuser',
              from: 'id',
              to: 'ownerid',
              alias: 'owner',
              type: 'outer',
              attributes: [{ attribute: 'name' }],
            },
          ],
          orders: [{ attribute: 'name' }],
        },
        page: 3,
        pageSize: 50,
      },
      1.1,
    ],
    [
      'c-count-by-month',
      {
        entity: {
          name: 'contact',
          attributes: [
            { attribute: 'id', aggregate: 'count', alias: 'n' },
            { attribute: 'createdon', groupBy: 'month', alias: 'month' },
          ],
          orders: [{ attribute: 'month', alias: 'month' }],
        },
      },
      1.1,
    ],
  ];
}

/** (d): batches of 40 creates, 40 updates and 20 deletes of contacts, one batch per call. */
async function writeThroughput(
  context: BenchContext,
  base: string,
  token: string,
  pool: DatabasePool,
  schema: string,
  runs: number,
): Promise<BenchResult[]> {
  const batches = Math.max(20, Math.floor(runs / 3));
  const warmup = 3;
  const table = sql.identifier([schema, 'contact']);
  // Every batch gets 60 contacts of its own (40 to update, 20 to delete), chosen before timing.
  const needed = (batches + warmup) * 2 * 60;
  const victims = await pool.any(
    sql.unsafe`SELECT id, versionnumber FROM ${table} ORDER BY id LIMIT ${needed}`,
  );
  if (victims.length < needed) throw new Error('not enough contacts for the write benchmark');
  const prepared = Array.from({ length: (batches + warmup) * 2 }, (_, i) => writeBatch(i, victims));
  let index = 0;
  const http = await time(
    () => postJson(base, token, '/api/executemultiple', { records: prepared[index++] }),
    batches,
    warmup,
  );
  const raw = await time(
    async () => {
      const operations = prepared[index++] ?? [];
      await pool.transaction(async (trx) => {
        for (const op of operations) {
          const o = op.object as Record<string, unknown>;
          if (op.operation === 'create') {
            await trx.query(
              sql.unsafe`INSERT INTO ${table} (name, lastname, emailaddress1) VALUES (${String(o.name)}, 'Bench', ${String(o.emailaddress1)})`,
            );
          } else if (op.operation === 'update') {
            await trx.query(
              sql.unsafe`UPDATE ${table} SET jobtitle = ${String(o.jobtitle)}, versionnumber = versionnumber + 1 WHERE id = ${String(o.id)} AND versionnumber = ${Number(o.versionnumber)}`,
            );
          } else {
            await trx.query(
              sql.unsafe`DELETE FROM ${table} WHERE id = ${String(o.id)} AND versionnumber = ${Number(o.versionnumber)}`,
            );
          }
        }
      });
    },
    batches,
    warmup,
  );
  const opsPerSecond = http.perSecond * 100;
  context.log(
    `d-executemultiple-100: http p50 ${round(http.p50)} ms (${round(opsPerSecond, 0)} operations/s); raw p50 ${round(raw.p50)} ms`,
  );
  return [
    {
      name: 'data.d-executemultiple-100.p50',
      unit: 'ms',
      value: round(http.p50, 3),
      baseline: round(raw.p50, 3),
      ratio: round(http.p50 / raw.p50, 3),
      target: 3,
      notes: `p95 ${round(http.p95)} ms (raw ${round(raw.p95)} ms); ours also writes 100 audit rows and checks rights; raw runs the 100 statements one by one`,
    },
    {
      name: 'data.d-executemultiple-100.operations-per-second (at least)',
      unit: 'ops/s',
      value: round(opsPerSecond, 0),
      baseline: 5000,
      ratio: round(5000 / opsPerSecond, 3),
      target: 1,
      notes: 'ratio = 5000 / value: at most 1 means at least 5000 operations/s (issue 20)',
    },
  ];
}

/** 100k accounts and 200k contacts in a few set-based statements, spread over two years. */
async function seed(databaseUrl: string, schema: string, ownerId: string, accounts: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const q = (name: string) => `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
  try {
    await seedAccounts(client, schema, ownerId, accounts);
    await client.query(
      `
      INSERT INTO ${q('contact')} (name, firstname, lastname, accountid, emailaddress1, address1_city,
                                   ownerid, createdby, modifiedby, createdon, modifiedon, statecode)
      SELECT f || ' ' || l, f, l, a.id, lower(f) || g || '@example.com', a.address1_city,
             $1, $1, $1, now() - (g % 730) * interval '1 day', now() - (g % 700) * interval '1 day', (g % 7 = 0)::int
      FROM generate_series(1, $2::int) g
      CROSS JOIN LATERAL (SELECT (ARRAY['Jana','Peter','Eva','Martin','Lucia','Tomas','Anna','Jakub'])[1 + g % 8] AS f,
                                 (ARRAY['Novak','Horvath','Kovac','Varga','Toth','Nagy','Balaz','Molnar','Svoboda','Dvorak'])[1 + (g / 8) % 10] AS l) n
      JOIN LATERAL (SELECT id, address1_city FROM ${q('account')} WHERE accountnumber = 'ACC-' || lpad((1 + g % $3::int)::text, 6, '0')) a ON true`,
      [ownerId, accounts * 2, accounts],
    );
    await client.query(`ANALYZE ${q('account')}; ANALYZE ${q('contact')}`);
  } finally {
    await client.end();
  }
}

/**
 * (d)'s batch number i: 40 creates, 40 updates and 20 deletes of contacts, the updated and
 * deleted ones being `victims` i*60 .. i*60+59 (with the versions read before timing).
 */
export function writeBatch(i: number, victims: readonly { id: unknown; versionnumber: unknown }[]) {
  const mine = victims.slice(i * 60, i * 60 + 60);
  return [
    ...Array.from({ length: 40 }, (_, n) => ({
      name: 'contact',
      operation: 'create',
      object: { name: `Bench ${i}-${n}`, lastname: 'Bench', emailaddress1: `b${i}-${n}@example.com` },
    })),
    ...mine.slice(0, 40).map((v) => ({
      name: 'contact',
      operation: 'update',
      object: { id: v.id, versionnumber: v.versionnumber, jobtitle: `Updated ${i}` },
    })),
    ...mine.slice(40).map((v) => ({
      name: 'contact',
      operation: 'delete',
      object: { id: v.id, versionnumber: v.versionnumber },
    })),
  ];
}
