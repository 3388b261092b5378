import { sql } from 'slonik';
import type { Queryable } from './types.js';

/**
 * The statement timeout of work that may rightly run long: DDL on large tables, tenant
 * migrations, provisioning, deleting an organisation. The pool's own timeout is the short one
 * every request gets (FETCH_TIMEOUT_SECONDS); these raise it for their transaction only, to
 * the 60 s the pool had for everything before.
 */
export const longStatementTimeoutMs = 60_000;

/** Raises statement_timeout until the end of the current transaction (SET LOCAL). */
export async function allowLongStatements(trx: Queryable): Promise<void> {
  await trx.query(sql.unsafe`SELECT set_config('statement_timeout', ${`${longStatementTimeoutMs}ms`}, true)`);
}
