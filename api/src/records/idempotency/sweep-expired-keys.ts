import { sql } from 'slonik';
import { platformTable } from '../../db/platform-table.js';
import type { Queryable } from '../../db/types.js';

const sweepEvery = 60_000;
const lastSweep = new Map<string, number>();

/**
 * Deletes an organisation's expired idempotency keys, at most once a minute per process and
 * only when the organisation uses keys: lazy cleanup without a timer to start or stop. An
 * expired key that escapes it is still taken over by the next write naming it.
 */
export async function sweepExpiredKeys(db: Queryable, tenantId: string, now = Date.now()): Promise<void> {
  const last = lastSweep.get(tenantId);
  if (last !== undefined && now - last < sweepEvery) return;
  lastSweep.set(tenantId, now);
  await db.query(sql.unsafe`
    DELETE FROM ${platformTable('idempotency_keys')} WHERE tenant_id = ${tenantId} AND expires_at <= now()`);
}
