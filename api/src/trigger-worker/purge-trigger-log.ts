import { sql } from 'slonik';
import type { Queryable } from '../db/types.js';

/** Days the Triggers Log keeps a run when the organisation's settings name none. */
export const defaultTriggerLogDays = 30;

/**
 * Deletes the Triggers Log's runs (inu_asyncaction) older than the organisation's
 * inu_orgsettings.triggerlogdays (Customize > Settings), 30 days by default. Answers the rows
 * deleted. The log is the server's own record, so no audit row is written for its upkeep.
 */
export async function purgeTriggerLog(db: Queryable, schema: string): Promise<number> {
  const settings = sql.identifier([schema, 'inu_orgsettings']);
  const result = await db.query(sql.unsafe`
    DELETE FROM ${sql.identifier([schema, 'inu_asyncaction'])}
    WHERE createdon < now() - make_interval(days => COALESCE(
      (SELECT triggerlogdays FROM ${settings} WHERE statecode = 0 AND triggerlogdays > 0
       ORDER BY createdon LIMIT 1), ${defaultTriggerLogDays}))`);
  return result.rowCount;
}
