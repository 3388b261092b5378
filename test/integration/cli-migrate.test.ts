import type { DatabasePool } from '@strata/api/db/types';
import { loadTenantMigrations } from '@strata/api/migrations/load-migration-files';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runStrata } from '../fixtures/run-process.js';
import { createTestTenant, openTestPool, testDatabaseUrl } from '../fixtures/test-context.js';

/**
 * Issue 25 item 4: migrate status, --dry-run, concurrency, resumability and failures. The
 * latest tenant migration (it creates one object) is taken back from two organisations: one
 * cleanly (the migration can run again), one only in its record (running it again fails).
 */
let pool: DatabasePool;
let behind: Awaited<ReturnType<typeof createTestTenant>>;
let broken: Awaited<ReturnType<typeof createTestTenant>>;
let current: Awaited<ReturnType<typeof createTestTenant>>;
// the newest migration that creates an object (later ones only add fields elsewhere)
const creating = loadTenantMigrations().findLast((file) =>
  file.migration.steps.some((step) => step.op === 'createObject'),
);
const latest = creating?.name ?? '';
const names = loadTenantMigrations().map((file) => file.name);
const newest = names.at(-1) ?? '';
// an organisation's level is its newest applied migration: without `latest`, that is the one
// before it when `latest` is the newest of all, else still the newest
const levelWithout = latest === newest ? (names.at(-2) ?? null) : newest;
const expectedLevels = () => {
  const levels: Record<string, number> = {};
  for (const level of [levelWithout ?? '(none)', levelWithout ?? '(none)', newest]) {
    levels[level] = (levels[level] ?? 0) + 1;
  }
  return levels;
};
const strata = (...args: string[]) => runStrata(args, { DATABASE_URL: testDatabaseUrl() });
const tenantArgs = () => [behind, broken, current].flatMap((org) => ['--tenant', org.tenant.name]);

const createdObjects = () => {
  const objects = (creating?.migration.steps ?? []).flatMap((step) =>
    step.op === 'createObject' ? [step.object.logicalName] : [],
  );
  if (objects.length === 0) throw new Error(`${latest} creates no object`);
  return objects;
};

beforeAll(async () => {
  pool = await openTestPool();
  [behind, broken, current] = await Promise.all([
    createTestTenant(pool),
    createTestTenant(pool),
    createTestTenant(pool),
  ]);
  const objects = createdObjects();
  for (const org of [behind, broken]) {
    const schema = org.tenant.schemaName;
    await pool.query(
      sql.unsafe`DELETE FROM ${sql.identifier([schema, '_migrations'])} WHERE name = ${latest}`,
    );
    if (org === behind) {
      // the migration's views go too (its insertRows would add them again)
      await pool.query(
        sql.unsafe`DELETE FROM ${sql.identifier([schema, 'inu_view'])} WHERE objectname = ANY(${sql.array(objects, 'text')})`,
      );
      for (const object of objects) {
        await pool.query(sql.unsafe`DROP TABLE ${sql.identifier([schema, object])} CASCADE`);
        await pool.query(
          sql.unsafe`DELETE FROM ${sql.identifier([schema, 'inu_metadata'])} WHERE name = ${object}`,
        );
      }
    }
  }
}, 120_000);
afterAll(async () => {
  await Promise.all([behind.remove(), broken.remove(), current.remove()]);
  await pool.end();
});

const applied = (schema: string) =>
  pool.anyFirst(
    sql.type(
      z.object({ name: z.string() }),
    )`SELECT name FROM ${sql.identifier([schema, '_migrations'])} ORDER BY name`,
  );

describe('strata migrate', () => {
  it('reports pending steps per tenant and counts by level', { timeout: 120_000 }, async () => {
    const result = await strata('migrate', 'status', ...tenantArgs(), '--json');
    expect(result.code).toBe(0);
    const status = JSON.parse(result.stdout);
    expect(status).toEqual({
      platform: { pending: [] },
      latest: newest,
      levels: expectedLevels(),
      tenants: expect.arrayContaining([
        { tenant: behind.tenant.name, level: levelWithout, pending: [latest] },
        { tenant: broken.tenant.name, level: levelWithout, pending: [latest] },
        { tenant: current.tenant.name, level: newest, pending: [] },
      ]),
    });
    const table = await strata('migrate', 'status', ...tenantArgs());
    expect(table.stdout).toMatch(/behind 2/);
  });

  it('lists what a dry run would apply and changes nothing', { timeout: 120_000 }, async () => {
    const result = await strata('migrate', '--dry-run', ...tenantArgs(), '--json');
    expect(result.code).toBe(0);
    const plan = JSON.parse(result.stdout);
    expect(plan.dryRun).toBe(true);
    expect(plan.upToDate).toBe(1);
    expect(plan.tenants).toEqual(
      expect.arrayContaining([
        { tenant: behind.tenant.name, pending: [latest] },
        { tenant: broken.tenant.name, pending: [latest] },
      ]),
    );
    expect(await applied(behind.tenant.schemaName)).not.toContain(latest);
  });

  it('migrates what is behind, lists failures, exits 1, and a rerun skips what is done', {
    timeout: 120_000,
  }, async () => {
    const result = await strata('migrate', ...tenantArgs(), '--concurrency', '2', '--json');
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.upToDate).toBe(1);
    expect(report.tenants).toEqual(
      expect.arrayContaining([
        { tenant: behind.tenant.name, applied: [latest] },
        { tenant: broken.tenant.name, applied: [], error: expect.any(String) },
      ]),
    );
    expect(await applied(behind.tenant.schemaName)).toContain(latest);
    const table = await strata('migrate', ...tenantArgs());
    expect(table.code).toBe(1);
    expect(table.stdout).toMatch(/0 migrated, 2 already up to date, 1 failed/);
    expect(table.stdout).toContain('Failed:');
    expect(table.stdout).toContain(broken.tenant.name);
  });

  it('refuses a bad concurrency as a usage error', { timeout: 120_000 }, async () => {
    const result = await strata('migrate', '--concurrency', '0');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--concurrency');
  });
});

describe('strata completion and usage', () => {
  it('prints bash and zsh completion and refuses other shells', { timeout: 120_000 }, async () => {
    const bash = await strata('completion', 'bash');
    expect(bash.code).toBe(0);
    expect(bash.stdout).toContain('complete -o default -F _strata_complete strata');
    expect(bash.stdout).toMatch(/tenant\)[\s\S]*backup/);
    const zsh = await strata('completion', 'zsh');
    expect(zsh.stdout.startsWith('#compdef strata')).toBe(true);
    const fish = await strata('completion', 'fish');
    expect(fish.code).toBe(2);
    expect(fish.stderr).toContain('bash or zsh');
  });

  it('takes the database from --database-url before STRATA_DATABASE_URL and DATABASE_URL', {
    timeout: 120_000,
  }, async () => {
    const wrong = 'postgres://nobody@127.0.0.1:1/none';
    const viaOption = await runStrata(
      ['--database-url', testDatabaseUrl(), 'tenant', 'show', current.tenant.name, '--json'],
      {
        DATABASE_URL: wrong,
        STRATA_DATABASE_URL: wrong,
      },
    );
    expect(viaOption.code).toBe(0);
    const viaStrata = await runStrata(['tenant', 'show', current.tenant.name, '--json'], {
      DATABASE_URL: wrong,
      STRATA_DATABASE_URL: testDatabaseUrl(),
    });
    expect(viaStrata.code).toBe(0);
    expect(JSON.parse(viaStrata.stdout).organization).toBe(current.tenant.name);
  });
});
