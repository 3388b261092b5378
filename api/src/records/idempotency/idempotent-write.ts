import { sql } from 'slonik';
import { z } from 'zod';
import type { OperationResult } from '../../contract/records.js';
import { findPgError } from '../../db/database-errors.js';
import { platformTable } from '../../db/platform-table.js';
import type { Queryable } from '../../db/types.js';
import { AppError } from '../../errors/app-error.js';

/** How long a key answers with its first outcome. */
const keptFor = sql.fragment`interval '24 hours'`;
/** How long a retry waits for the first request holding its key before it is told to come back. */
const waitForFirst = sql.fragment`'5s'`;

/** A write that runs at most once per key: both steps run inside the write's own transaction. */
export type IdempotentWrite = {
  /** Before the write: the answer of an earlier run with this key (the write must not run), or undefined. */
  claim(trx: Queryable): Promise<OperationResult[] | undefined>;
  /** After the write, before COMMIT: keeps its answer with the key. */
  store(trx: Queryable, results: readonly OperationResult[]): Promise<void>;
};

const storedRow = z.object({ request_hash: z.instanceof(Buffer), response: z.unknown() });

/**
 * Idempotency for one user's key in one organisation (strata.idempotency_keys). The claim
 * inserts the key first thing in the transaction: a second request with the same key while
 * the first is still running waits on that row (PostgreSQL's unique index) until the first
 * commits, then reads its answer; should the first roll back, the second simply runs. A wait
 * longer than waitForFirst is ERR_IDEMPOTENCY_IN_PROGRESS (409). The same key with another
 * request is ERR_IDEMPOTENCY_MISMATCH (422). A failed write rolls its key back with it, so
 * only committed outcomes are ever replayed. An expired key is taken over as if new.
 */
export function idempotentWrite(scope: {
  tenantId: string;
  userId: string;
  key: string;
  hash: Buffer;
}): IdempotentWrite {
  const { tenantId, userId, key, hash } = scope;
  const identifies = sql.fragment`tenant_id = ${tenantId} AND user_id = ${userId} AND key = ${key}`;
  return {
    async claim(trx) {
      let claimed: boolean;
      try {
        await trx.query(sql.unsafe`SET LOCAL lock_timeout = ${waitForFirst}`);
        const inserted = await trx.any(sql.type(z.object({ claimed: z.literal(true) }))`
          INSERT INTO ${platformTable('idempotency_keys')} AS k (tenant_id, user_id, key, request_hash, response, expires_at)
          VALUES (${tenantId}, ${userId}, ${key}, ${sql.binary(hash)}, 'null'::jsonb, now() + ${keptFor})
          ON CONFLICT (tenant_id, user_id, key) DO UPDATE
            SET request_hash = EXCLUDED.request_hash, response = EXCLUDED.response,
                created_at = now(), expires_at = EXCLUDED.expires_at
            WHERE k.expires_at <= now()
          RETURNING true AS claimed`);
        claimed = inserted.length > 0;
        await trx.query(sql.unsafe`SET LOCAL lock_timeout TO DEFAULT`);
      } catch (error) {
        if (findPgError(error)?.code === '55P03') {
          throw new AppError('ERR_IDEMPOTENCY_IN_PROGRESS', {}, {}, { cause: error });
        }
        throw error;
      }
      if (claimed) return undefined;
      // the key is held by a committed write: this statement's snapshot sees it
      const stored = await trx.one(sql.type(storedRow)`
        SELECT request_hash, response FROM ${platformTable('idempotency_keys')} WHERE ${identifies}`);
      if (!stored.request_hash.equals(hash)) throw new AppError('ERR_IDEMPOTENCY_MISMATCH');
      return z.array(z.record(z.unknown())).parse(stored.response) as OperationResult[];
    },
    async store(trx, results) {
      await trx.query(sql.unsafe`
        UPDATE ${platformTable('idempotency_keys')} SET response = ${JSON.stringify(results)}::jsonb WHERE ${identifies}`);
    },
  };
}
