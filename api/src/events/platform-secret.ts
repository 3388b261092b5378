import { randomBytes } from 'node:crypto';
import { sql } from 'slonik';
import type { DatabasePool } from '../db/types.js';

/** A named secret shared by every API process: created once (first writer wins), then read. */
export async function platformSecret(pool: DatabasePool, name: string): Promise<Buffer> {
  await pool.query(sql.unsafe`
    INSERT INTO strata.secrets (name, value) VALUES (${name}, ${randomBytes(32).toString('hex')})
    ON CONFLICT (name) DO NOTHING`);
  const value = await pool.oneFirst(sql.unsafe`SELECT value FROM strata.secrets WHERE name = ${name}`);
  return Buffer.from(String(value), 'hex');
}
