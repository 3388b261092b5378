import { type FragmentSqlToken, sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../db/platform-table.js';
import type { Queryable } from '../db/types.js';

const loginUserRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  emailaddress: z.string().nullable(),
  language: z.string().nullable(),
  isdisabled: z.boolean().nullable(),
  password_hash: z.string().nullable(),
  must_change: z.boolean().nullable(),
});
export type LoginUser = z.infer<typeof loginUserRow>;

/** One user with their credentials, matched by a condition on the user row `u`. */
function findUserWhere(
  db: Queryable,
  tenant: { id: string; schemaName: string },
  condition: FragmentSqlToken,
) {
  return db.maybeOne(sql.type(loginUserRow)`
    SELECT u.id, u.name, u.emailaddress, u.language, u.isdisabled, c.password_hash, c.must_change
    FROM ${sql.identifier([tenant.schemaName, 'systemuser'])} u
    LEFT JOIN ${platformTable('credentials')} c ON c.tenant_id = ${tenant.id} AND c.user_id = u.id
    WHERE ${condition}`);
}

/**
 * The user a sign-in names, by email (case-insensitive, matched exactly otherwise: a look-alike
 * address is a different user), with their password hash when they have one.
 */
export function findLoginUser(
  db: Queryable,
  tenant: { id: string; schemaName: string },
  email: string,
): Promise<LoginUser | null> {
  return findUserWhere(db, tenant, sql.fragment`lower(u.emailaddress) = lower(${email.trim()})`);
}

/** The same, by user id (a magic link or an administrator names the user). */
export function findLoginUserById(
  db: Queryable,
  tenant: { id: string; schemaName: string },
  userId: string,
): Promise<LoginUser | null> {
  return findUserWhere(db, tenant, sql.fragment`u.id = ${userId}`);
}
