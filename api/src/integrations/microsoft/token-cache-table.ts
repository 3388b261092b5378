import { sql } from 'slonik';
import { z } from 'zod';
import type { Queryable } from '../../db/types.js';

/**
 * Each user's msal token cache, sealed (token-crypto.ts), in a table of the organisation's own
 * schema: the tokens move, are backed up and are dropped with the organisation. It is not a
 * metadata entity on purpose: no role, view or fetch can reach it, only this module. Like the
 * schema's `_migrations` table it is made on first use, so organisations that never connect
 * Microsoft carry nothing.
 */
const tableName = '_microsoft_tokens';

const row = z.object({ home_account_id: z.string(), cache: z.instanceof(Buffer) });
export type StoredTokenCache = { homeAccountId: string; cache: Buffer };

const table = (schema: string) => sql.identifier([schema, tableName]);

/** Makes the table (also for a restore or a move that carries its rows to a new schema). */
export async function ensureTokenCacheTable(db: Queryable, schema: string): Promise<void> {
  await db.query(sql.unsafe`
    CREATE TABLE IF NOT EXISTS ${table(schema)} (
      user_id uuid PRIMARY KEY,
      home_account_id text NOT NULL,
      cache bytea NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
}

/** Whether an error is PostgreSQL's "no such table" (the organisation never connected anyone). */
function isMissingTable(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '42P01') return true;
  }
  return false;
}

export async function readTokenCache(
  db: Queryable,
  schema: string,
  userId: string,
): Promise<StoredTokenCache | null> {
  try {
    const found = await db.maybeOne(
      sql.type(row)`SELECT home_account_id, cache FROM ${table(schema)} WHERE user_id = ${userId}`,
    );
    return found ? { homeAccountId: found.home_account_id, cache: found.cache } : null;
  } catch (error) {
    if (isMissingTable(error)) return null;
    throw error;
  }
}

export async function writeTokenCache(
  db: Queryable,
  schema: string,
  userId: string,
  stored: StoredTokenCache,
): Promise<void> {
  const upsert = () =>
    db.query(sql.unsafe`
      INSERT INTO ${table(schema)} (user_id, home_account_id, cache)
      VALUES (${userId}, ${stored.homeAccountId}, ${sql.binary(stored.cache)})
      ON CONFLICT (user_id) DO UPDATE
        SET home_account_id = EXCLUDED.home_account_id, cache = EXCLUDED.cache, updated_at = now()`);
  try {
    await upsert();
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    await ensureTokenCacheTable(db, schema);
    await upsert();
  }
}

/** Forgets the user's tokens (Disconnect, or a refresh token Microsoft no longer honours). */
export async function deleteTokenCache(db: Queryable, schema: string, userId: string): Promise<void> {
  try {
    await db.query(sql.unsafe`DELETE FROM ${table(schema)} WHERE user_id = ${userId}`);
  } catch (error) {
    if (!isMissingTable(error)) throw error;
  }
}
