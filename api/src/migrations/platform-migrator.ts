import pg from 'pg';
import { Umzug } from 'umzug';
import { platformSchema } from '../tenancy/schema-name.js';
import { loadPlatformMigrations, type PlatformMigrationFile } from './load-migration-files.js';

/** Any fixed number both processes agree on: serialises concurrent platform migrations. */
const platformLockKey = 7_310_001;

/**
 * Applies pending migrations/platform/*.sql in one transaction under an advisory lock, so two
 * processes starting at once neither race nor half-apply. The files are trusted SQL from the
 * repository (several statements each), which is why they run on a plain pg client: slonik's
 * tag deliberately refuses SQL text that is not a literal template.
 */
export async function migratePlatform(
  connectionUri: string,
  files: PlatformMigrationFile[] = loadPlatformMigrations(),
): Promise<string[]> {
  const client = new pg.Client({ connectionString: connectionUri });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [platformLockKey]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${platformSchema}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${platformSchema}.schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now())`);
    const umzug = new Umzug({
      migrations: files.map((file) => ({
        name: file.name,
        up: async () => {
          await client.query(file.sql);
        },
      })),
      context: {},
      logger: undefined,
      storage: {
        executed: async () =>
          (await client.query(`SELECT name FROM ${platformSchema}.schema_migrations ORDER BY name`)).rows.map(
            (row: { name: string }) => row.name,
          ),
        logMigration: async ({ name }) => {
          await client.query(`INSERT INTO ${platformSchema}.schema_migrations (name) VALUES ($1)`, [name]);
        },
        unlogMigration: async ({ name }) => {
          await client.query(`DELETE FROM ${platformSchema}.schema_migrations WHERE name = $1`, [name]);
        },
      },
    });
    const applied = await umzug.up();
    await client.query('COMMIT');
    return applied.map((migration) => migration.name);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
