import { sql } from 'slonik';

/** One metadata change at a time per tenant (designer changes, restores, archive purges). */
export function metadataLock(schema: string) {
  return sql.unsafe`SELECT pg_advisory_xact_lock(hashtext(${`metadata:${schema}`}))`;
}
