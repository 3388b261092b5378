import { sql } from 'slonik';
import { z } from 'zod';
import type { Queryable } from '../db/types.js';
import { archiveRegistry } from '../ddl/plan-archive.js';

/** Archive tables are named by the DDL engine (ddl/plan-archive.ts), never by a request. */
export const archiveTablePattern = /^_arc_[a-z0-9_]{1,58}$/;

/** Whether the tenant has the archive register yet (the first delete creates it). */
export async function hasArchiveRegistry(db: Queryable, schema: string): Promise<boolean> {
  return db.oneFirst(
    sql.type(z.object({ present: z.boolean() }))`
      SELECT to_regclass(${`${schema}.${archiveRegistry}`}) IS NOT NULL AS present`,
  );
}
