import { sql } from 'slonik';
import { Umzug } from 'umzug';
import { z } from 'zod';
import { allowLongStatements } from '../db/long-statements.js';
import type { Queryable } from '../db/types.js';
import { loadObjectDefinitions } from '../metadata/metadata-rows.js';
import { applyTenantSteps, type ObjectState } from './apply-tenant-steps.js';
import { loadTenantMigrations, type TenantMigrationFile } from './load-migration-files.js';

export type TenantMigrateOptions = {
  /** Stop after this migration (tests use it to leave a tenant half-migrated). */
  to?: string;
  files?: TenantMigrationFile[];
};

/**
 * Brings one tenant schema up to date inside the caller's transaction: either every pending
 * migration lands or none does. Which migrations ran is recorded in the schema's own
 * `_migrations` table (a name no entity can take: logical names start with a letter).
 */
export async function migrateTenantSchema(
  db: Queryable,
  schema: string,
  options: TenantMigrateOptions = {},
): Promise<string[]> {
  const migrationsTable = sql.identifier([schema, '_migrations']);
  // steps may rewrite large tables; provisioning runs its whole transaction after this
  await allowLongStatements(db);
  await db.query(sql.unsafe`SELECT pg_advisory_xact_lock(hashtext(${schema}))`);
  await db.query(sql.unsafe`CREATE TABLE IF NOT EXISTS ${migrationsTable} (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now())`);

  let state: ObjectState | undefined;
  const currentState = async (): Promise<ObjectState> => {
    if (!state) {
      const hasMetadata = await db.oneFirst(
        sql.type(
          z.object({ exists: z.boolean() }),
        )`SELECT to_regclass(${`${schema}.inu_metadata`}) IS NOT NULL AS exists`,
      );
      const objects = hasMetadata ? await loadObjectDefinitions(db, schema) : [];
      state = new Map(objects.map((object) => [object.logicalName, object]));
    }
    return state;
  };

  const files = options.files ?? loadTenantMigrations();
  const umzug = new Umzug({
    migrations: files.map((file) => ({
      name: file.name,
      up: async () => applyTenantSteps(db, schema, file.migration.steps, await currentState()),
    })),
    context: {},
    logger: undefined,
    storage: {
      executed: async () => [
        ...(await db.anyFirst(
          sql.type(z.object({ name: z.string() }))`SELECT name FROM ${migrationsTable} ORDER BY name`,
        )),
      ],
      logMigration: async ({ name }) => {
        await db.query(sql.unsafe`INSERT INTO ${migrationsTable} (name) VALUES (${name})`);
      },
      unlogMigration: async ({ name }) => {
        await db.query(sql.unsafe`DELETE FROM ${migrationsTable} WHERE name = ${name}`);
      },
    },
  });
  const applied = await umzug.up(options.to ? { to: options.to } : {});
  return applied.map((migration) => migration.name);
}
