import { randomUUID } from 'node:crypto';
import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { type ProvisionRequest, provisionTenant } from '@strata/api/provisioning/provision-tenant';
import { schemaNameForTenant } from '@strata/api/tenancy/schema-name';
import { deleteTenant } from '@strata/api/tenancy/tenant-lifecycle';
import pg from 'pg';
import { sql } from 'slonik';
import { withBenchDatabase } from '../bench-database.js';
import { type BenchContext, type BenchResult, type BenchSuite, median, round } from '../bench-types.js';
import { type CapturedQuery, toRawScript } from '../raw-script.js';

const databaseName = 'strata_bench';
const request = (organization: string): ProvisionRequest => ({
  organization,
  displayName: 'Bench',
  template: 'crm',
  admin: { email: 'admin@bench.test', password: 'bench-password' },
});

/**
 * Provisioning the default template, at 0 and at N existing tenants (N = 500, 20 with --quick),
 * against replaying the very statements it sends as one raw SQL script in one transaction.
 */
export const provisioningSuite: BenchSuite = {
  name: 'provisioning',
  run: (context) => withBenchDatabase(context, databaseName, (databaseUrl) => measure(context, databaseUrl)),
};

async function measure(context: BenchContext, databaseUrl: string): Promise<BenchResult[]> {
  const existing = context.quick ? 20 : 500;
  const repeats = context.quick ? 3 : 7;
  await migratePlatform(databaseUrl);
  const pool = await createDatabasePool(databaseUrl, { maximumPoolSize: 8 });
  const raw = new pg.Client({ connectionString: databaseUrl });
  await raw.connect();
  try {
    const script = await captureProvisioning(databaseUrl);
    const runOurs = async (name: string) => {
      const started = performance.now();
      await provisionTenant(pool, request(name));
      return performance.now() - started;
    };
    const runRaw = async (name: string) => {
      const id = randomUUID();
      const text = script.text
        .replaceAll(script.tenantId, id)
        .replaceAll(script.schemaName, schemaNameForTenant(id))
        .replaceAll(`'${script.organization}'`, `'${name}'`);
      const started = performance.now();
      await raw.query(`BEGIN;\n${text};\nCOMMIT`);
      return performance.now() - started;
    };
    // Warm both paths (template cache, catalog caches, JIT), then alternate them.
    for (let i = 0; i < 3; i++) {
      await runOurs(`warm-ours-${i}`);
      await runRaw(`warm-raw-${i}`);
    }
    await deleteAll(pool, 'warm-');

    const round0 = await alternate(repeats, runOurs, runRaw);
    await deleteAll(pool, 'bench-');
    context.log(
      `provisioning at 0 tenants: ours ${round(round0.ours)} ms, raw script ${round(round0.raw)} ms`,
    );

    const fillStarted = performance.now();
    await fill(pool, existing);
    const fillSeconds = (performance.now() - fillStarted) / 1000;
    context.log(`created ${existing} tenants in ${round(fillSeconds, 1)} s (4 at a time)`);

    const roundN = await alternate(repeats, runOurs, runRaw);
    context.log(
      `provisioning at ${existing} tenants: ours ${round(roundN.ours)} ms, raw script ${round(roundN.raw)} ms`,
    );

    const statements = `${script.count} statements; median of ${repeats}`;
    return [
      result('provision.crm.at-0-tenants.vs-raw-script', round0.ours, round0.raw, 3, statements),
      result(`provision.crm.at-${existing}-tenants.vs-raw-script`, roundN.ours, roundN.raw, 3, statements),
      result(
        `provision.crm.at-${existing}-vs-0-tenants`,
        roundN.ours,
        round0.ours,
        1.2,
        'ours at N / ours at 0',
      ),
      result(`provision.crm.ms-per-tenant.at-${existing}`, roundN.ours, 1000, 1, 'against the 1 s budget'),
    ];
  } finally {
    await raw.end();
    await pool.end();
  }
}

function result(name: string, value: number, baseline: number, target: number, notes: string): BenchResult {
  return {
    name,
    unit: 'ms',
    value: round(value),
    baseline: round(baseline),
    ratio: round(value / baseline, 3),
    target,
    notes,
  };
}

/** Runs ours and raw alternately, so drift on the machine hits both alike. */
async function alternate(
  repeats: number,
  runOurs: (name: string) => Promise<number>,
  runRaw: (name: string) => Promise<number>,
) {
  const ours: number[] = [];
  const raws: number[] = [];
  for (let i = 0; i < repeats; i++) {
    ours.push(await runOurs(`bench-ours-${i}`));
    raws.push(await runRaw(`bench-raw-${i}`));
  }
  return { ours: median(ours), raw: median(raws) };
}

async function deleteAll(pool: DatabasePool, prefix: string): Promise<void> {
  const names = await pool.anyFirst(
    sql.unsafe`SELECT name FROM strata.tenants WHERE name LIKE ${`${prefix}%`}`,
  );
  for (const name of names) await deleteTenant(pool, new MemoryEventBus(), String(name));
}

async function fill(pool: DatabasePool, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await provisionTenant(pool, request(`bench-fill-${index}`));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const total = await pool.oneFirst(sql.unsafe`SELECT count(*)::int FROM strata.tenants`);
  if (total < count) throw new Error(`only ${total} tenants were created`);
}

/** Provisions one tenant through a pool that records every statement, and returns them as a script. */
async function captureProvisioning(databaseUrl: string) {
  const captured: CapturedQuery[] = [];
  const recording = await createDatabasePool(databaseUrl, {
    maximumPoolSize: 2,
    interceptors: [
      {
        name: 'record',
        beforeQueryExecution: (_context, query) => {
          captured.push({ sql: query.sql, values: query.values });
          return null;
        },
      },
    ],
  });
  try {
    const organization = 'bench-capture';
    const created = await provisionTenant(recording, request(organization));
    // The registry lookups before and after the transaction are reads; keep only the writes' transaction.
    const statements = captured.filter((q) => !/^\s*SELECT id, name, display_name/.test(q.sql));
    await deleteTenant(recording, new MemoryEventBus(), organization);
    return {
      text: toRawScript(statements),
      count: statements.length,
      tenantId: created.tenant.id,
      schemaName: created.tenant.schemaName,
      organization,
    };
  } finally {
    await recording.end();
  }
}
