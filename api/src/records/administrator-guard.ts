import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import type { Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';

/** Writes to these can take the admin role from someone, or disable or delete a user. */
export const guardedEntities: ReadonlySet<string> = new Set(['systemuser', 'inu_userroles', 'inu_role']);

const countRow = z.object({ count: z.number() });
const stateRow = z.object({ disabled: z.boolean() });

/**
 * Two rules an organisation cannot recover from breaking (issue 18, Bad input), checked on the
 * state the write leaves behind, inside its transaction, so every way there is caught alike
 * (unlinking a role, deleting a role or a user, renaming or deactivating the admin role,
 * disabling a user) and a refusal rolls the write back:
 * - someone active must still hold the admin role: nobody else could ever give it back;
 * - the user writing must still be active: a user who disables or deletes themselves is
 *   signed out at once and may well have been the only one able to undo it.
 */
export async function checkAdministrators(
  db: Queryable,
  context: DataContext,
  touched: Iterable<string>,
): Promise<void> {
  if (![...touched].some((entity) => guardedEntities.has(entity))) return;
  const table = (name: string) => sql.identifier([context.tenant.schemaName, name]);
  const self = await db.maybeOne(sql.type(stateRow)`
    SELECT COALESCE(isdisabled, false) AS disabled FROM ${table('systemuser')} WHERE id = ${context.userId}`);
  if (!self || self.disabled) throw new AppError('ERR_SELF_DISABLE');
  const admins = await db.one(sql.type(countRow)`
    SELECT count(*)::int AS count FROM ${table('systemuser')} u
    WHERE u.isdisabled IS NOT TRUE AND EXISTS (
      SELECT 1 FROM ${table('inu_userroles')} ur
      JOIN ${table('inu_role')} r ON r.id = ur.roleid AND r.statecode = 0 AND r.name = 'admin'
      WHERE ur.systemuserid = u.id)`);
  if (admins.count === 0) throw new AppError('ERR_LAST_ADMIN');
}
