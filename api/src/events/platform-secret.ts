import { randomBytes } from 'node:crypto';
import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../db/platform-table.js';
import type { DatabasePool } from '../db/types.js';

/** A named secret shared by every API process: created once (first writer wins), then read. */
export async function platformSecret(pool: DatabasePool, name: string): Promise<Buffer> {
  await pool.query(sql.unsafe`
    INSERT INTO ${platformTable('secrets')} (name, value) VALUES (${name}, ${randomBytes(32).toString('hex')})
    ON CONFLICT (name) DO NOTHING`);
  const value = await pool.oneFirst(
    sql.type(
      z.object({ value: z.string() }),
    )`SELECT value FROM ${platformTable('secrets')} WHERE name = ${name}`,
  );
  return Buffer.from(value, 'hex');
}
