import type { DatabasePool } from '@strata/api/db/types';
import { SchemaValidationError, sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestPool } from '../fixtures/test-context.js';

let pool: DatabasePool;
beforeAll(async () => {
  pool = await openTestPool();
});
afterAll(async () => {
  await pool.end();
});

describe('rows of sql.type queries', () => {
  it('are parsed with their schema', async () => {
    const row = await pool.one(
      sql.type(z.object({ n: z.number(), label: z.string().transform((s) => s.toUpperCase()) }))`
        SELECT 1::int AS n, 'abc' AS label`,
    );
    expect(row).toEqual({ n: 1, label: 'ABC' });
  });

  it('that do not match their schema fail instead of passing through', async () => {
    await expect(pool.one(sql.type(z.object({ n: z.string() }))`SELECT 1::int AS n`)).rejects.toBeInstanceOf(
      SchemaValidationError,
    );
  });

  it('of untyped queries pass as they are', async () => {
    expect(await pool.one(sql.unsafe`SELECT 1::int AS n`)).toEqual({ n: 1 });
  });
});
