import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ClusterPools } from '@strata/api/db/cluster-pools';
import { loadTenantMigrations } from '@strata/api/migrations/load-migration-files';
import { writeBackup } from '@strata/cli/backup/write-backup';
import { tenantMigrationStatus } from '@strata/cli/migrations/migration-status';
import { runTenantMigrations } from '@strata/cli/migrations/run-migrations';
import pg from 'pg';
import { median } from '../bench-types.js';

const run = promisify(execFile);

/** Milliseconds of `strata tenant backup` of one organisation (the CLI's own code), median of `runs` after one unmeasured. */
export async function backupMs(clusters: ClusterPools, organization: string, runs = 5): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-scale-backup-'));
  try {
    // one unmeasured run: the first reads the catalog and loads the code cold
    await writeBackup(clusters, organization, path.join(dir, 'warm-up.strata-backup'));
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await writeBackup(clusters, organization, path.join(dir, `${i}.strata-backup`));
      times.push(performance.now() - started);
    }
    return median(times);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Milliseconds of `pg_dump --schema` of one tenant (custom format), median of `runs`; null with
 * the reason when the pg_dump on PATH cannot dump this server (it must not be older: Debian's
 * 15 refuses an embedded 18).
 */
export async function pgDumpMs(
  databaseUrl: string,
  schema: string,
  runs = 3,
): Promise<{ ms: number | null; why: string }> {
  let clientMajor: number;
  try {
    const { stdout } = await run('pg_dump', ['--version']);
    clientMajor = Number(/(\d+)\./.exec(stdout)?.[1]);
  } catch {
    return { ms: null, why: 'no pg_dump on PATH' };
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const serverMajor = Math.floor(
    Number(
      (await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0]?.v,
    ) / 10000,
  );
  await client.end();
  if (clientMajor < serverMajor)
    return { ms: null, why: `pg_dump ${clientMajor} cannot dump PostgreSQL ${serverMajor}` };
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-scale-dump-'));
  try {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await run('pg_dump', ['--schema', schema, '-Fc', '-f', path.join(dir, `${i}.dump`), databaseUrl]);
      times.push(performance.now() - started);
    }
    return { ms: median(times), why: `pg_dump ${clientMajor} against PostgreSQL ${serverMajor}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `strata migrate` of one no-op step over every organisation, the way the command runs it:
 * the status read (every schema's _migrations), then the tenants that lack the step,
 * `concurrency` at a time, each in its own transaction (advisory lock, _migrations, the step).
 */
export async function migrateNoopSeconds(
  clusters: ClusterPools,
  concurrency: number,
): Promise<{ seconds: number; tenants: number; failed: number }> {
  const files = [
    ...loadTenantMigrations(),
    { name: '9999_bench_noop', migration: { description: 'scale bench: changes nothing', steps: [] } },
  ];
  const started = performance.now();
  const { tenants } = await tenantMigrationStatus(clusters);
  const reports = await runTenantMigrations(
    clusters,
    tenants.map((t) => t.record),
    { concurrency, files },
  );
  const seconds = (performance.now() - started) / 1000;
  return { seconds, tenants: reports.length, failed: reports.filter((r) => r.error).length };
}
