import { sql } from 'slonik';
import { platformTable } from '../db/platform-table.js';
import type { Queryable } from '../db/types.js';
import { validationError } from '../errors/common-errors.js';
import { hashPassword, maximumPasswordLength, minimumPasswordLength } from './password-hash.js';

/** A new password: 8 to 256 characters (anything else is ERR_VALIDATION on `field`). */
export function checkNewPassword(password: unknown, field = 'newPassword'): string {
  if (
    typeof password !== 'string' ||
    password.length < minimumPasswordLength ||
    password.length > maximumPasswordLength
  ) {
    throw validationError({ field, reason: 'password', min: minimumPasswordLength }, { field });
  }
  return password;
}

/**
 * Sets (or first sets) a user's password; a set password no longer must be changed, unless an
 * administrator set it and asks for a change at the next sign-in (`mustChange`).
 */
export async function setPassword(
  db: Queryable,
  tenantId: string,
  userId: string,
  password: string,
  mustChange = false,
): Promise<void> {
  const hash = await hashPassword(password);
  await db.query(sql.unsafe`
    INSERT INTO ${platformTable('credentials')} (tenant_id, user_id, password_hash, must_change)
    VALUES (${tenantId}, ${userId}, ${hash}, ${mustChange})
    ON CONFLICT (tenant_id, user_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, must_change = EXCLUDED.must_change, updated_at = now()`);
}
