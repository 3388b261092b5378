import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../config/paths.js';
import {
  type TenantMigration,
  tenantMigrationFilePattern,
  tenantMigrationSchema,
} from '../contract/tenant-migration.js';
import { formatZodIssues } from '../errors/format-issues.js';

export type PlatformMigrationFile = { name: string; sql: string };
export type TenantMigrationFile = { name: string; migration: TenantMigration };

/** Platform migrations: migrations/platform/NNNN_name.sql, in name order. */
export function loadPlatformMigrations(dir = path.join(migrationsDir, 'platform')): PlatformMigrationFile[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, file), 'utf8') }));
}

let tenantMigrationsCache: TenantMigrationFile[] | undefined;

/** Tenant migrations, parsed and validated once per process (they are part of the release). */
export function loadTenantMigrations(dir = path.join(migrationsDir, 'tenant')): TenantMigrationFile[] {
  if (tenantMigrationsCache && dir === path.join(migrationsDir, 'tenant')) return tenantMigrationsCache;
  const files = readdirSync(dir)
    .filter((file) => tenantMigrationFilePattern.test(file))
    .sort()
    .map((file) => {
      const parsed = tenantMigrationSchema.safeParse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
      if (!parsed.success) {
        throw new Error(`migrations/tenant/${file} is invalid:\n${formatZodIssues(parsed.error).join('\n')}`);
      }
      return { name: file.replace(/\.json$/, ''), migration: parsed.data };
    });
  if (dir === path.join(migrationsDir, 'tenant')) tenantMigrationsCache = files;
  return files;
}
