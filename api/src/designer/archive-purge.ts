import { sql } from 'slonik';
import { z } from 'zod';
import { runTransaction } from '../db/transaction.js';
import type { DatabasePool, Queryable } from '../db/types.js';
import { archiveRegistry, planPurgeArchives } from '../ddl/plan-archive.js';
import { runDdlPlan } from '../ddl/run-ddl-plan.js';
import { archiveTablePattern, hasArchiveRegistry } from './archive-registry.js';
import { metadataLock } from './metadata-lock.js';

const expiredRow = z.object({ tablename: z.string() });

/** Archives past their days (names from the register only, never from a request). */
export async function expiredArchives(db: Queryable, schema: string): Promise<string[]> {
  if (!(await hasArchiveRegistry(db, schema))) return [];
  const rows = await db.any(sql.type(expiredRow)`
    SELECT tablename FROM ${sql.identifier([schema, archiveRegistry])} WHERE expireson < now()`);
  return rows.map((row) => row.tablename).filter((name) => archiveTablePattern.test(name));
}

/**
 * Drops one organisation's expired archives in one transaction, under the metadata lock so a
 * restore of the same archive waits for it (or it for the restore). Answers the tables dropped.
 */
export async function purgeExpiredArchives(pool: DatabasePool, schema: string): Promise<string[]> {
  return runTransaction(pool, async (trx) => {
    await trx.query(metadataLock(schema));
    const expired = await expiredArchives(trx, schema);
    if (expired.length > 0)
      await runDdlPlan(trx, {
        description: 'Drop expired archives',
        statements: planPurgeArchives(schema, expired),
      });
    return expired;
  });
}
