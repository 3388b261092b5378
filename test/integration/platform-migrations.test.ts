import type { DatabasePool } from '@strata/api/db/types';
import { loadPlatformMigrations } from '@strata/api/migrations/load-migration-files';
import { migratePlatform } from '@strata/api/migrations/platform-migrator';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestPool, testDatabaseUrl } from '../fixtures/test-context.js';

let pool: DatabasePool;
beforeAll(async () => {
  pool = await openTestPool();
});
afterAll(async () => {
  await pool.end();
});

describe('platform migrations', () => {
  it('are applied once, even by processes starting together', async () => {
    const results = await Promise.all([1, 2, 3].map(() => migratePlatform(testDatabaseUrl())));
    expect(results).toEqual([[], [], []]);
    const applied = await pool.anyFirst(sql.unsafe`SELECT name FROM strata.schema_migrations ORDER BY name`);
    expect(applied).toEqual(loadPlatformMigrations().map((m) => m.name));
  });

  it('roll back entirely when one fails', async () => {
    const files = [
      ...loadPlatformMigrations(),
      { name: '9001_ok', sql: 'CREATE TABLE strata.test_9001 (id int)' },
      { name: '9002_broken', sql: 'CREATE TABLE strata.test_9002 (id int); SELECT no_such_function()' },
    ];
    await expect(migratePlatform(testDatabaseUrl(), files)).rejects.toThrow();
    expect(await pool.oneFirst(sql.unsafe`SELECT to_regclass('strata.test_9001') IS NULL`)).toBe(true);
    const applied = await pool.anyFirst(
      sql.unsafe`SELECT name FROM strata.schema_migrations WHERE name LIKE '9%'`,
    );
    expect(applied).toEqual([]);
  });
});
