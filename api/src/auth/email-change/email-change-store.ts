import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../../db/platform-table.js';
import type { Queryable } from '../../db/types.js';
import { generateSecret, hashSecret, isWellFormedSecret } from '../../passwords/random-secret.js';

/** A confirmation link for a new sign-in email works for an hour, once. */
export const emailChangeLifetimeMs = 60 * 60_000;

/**
 * Starts a change of a user's sign-in email: only the hash of the link's secret is kept, and an
 * older unused request of the same user is superseded (only the newest link works).
 */
export async function createEmailChange(
  db: Queryable,
  change: { tenantId: string; userId: string; newEmail: string },
): Promise<string> {
  const secret = generateSecret();
  await db.query(sql.unsafe`
    UPDATE ${platformTable('email_changes')} SET superseded_at = now()
    WHERE tenant_id = ${change.tenantId} AND user_id = ${change.userId} AND used_at IS NULL AND superseded_at IS NULL`);
  await db.query(sql.unsafe`
    INSERT INTO ${platformTable('email_changes')} (tenant_id, user_id, new_email, secret_hash, expires_at)
    VALUES (${change.tenantId}, ${change.userId}, ${change.newEmail}, ${sql.binary(hashSecret(secret))},
            now() + ${sql.interval({ seconds: emailChangeLifetimeMs / 1000 })})`);
  return secret;
}

const changeRow = z.object({ id: z.string(), user_id: z.string(), new_email: z.string() });

/**
 * Uses a confirmation link of one tenant: the pending change it names, marked used in the same
 * statement, or null when the secret is unknown, used, superseded or expired (one answer for all,
 * so a guess learns nothing).
 */
export async function consumeEmailChange(db: Queryable, tenantId: string, secret: string) {
  if (!isWellFormedSecret(secret)) return null;
  return db.maybeOne(sql.type(changeRow)`
    UPDATE ${platformTable('email_changes')} SET used_at = now()
    WHERE tenant_id = ${tenantId} AND secret_hash = ${sql.binary(hashSecret(secret))}
      AND used_at IS NULL AND superseded_at IS NULL AND expires_at > now()
    RETURNING id, user_id, new_email`);
}
