import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../../db/platform-table.js';
import type { Queryable } from '../../db/types.js';
import { generateSecret, hashSecret, isWellFormedSecret } from '../../passwords/random-secret.js';

/** A hand-over code is used the moment its page loads: a minute is plenty, and a leaked one soon dies. */
export const handoverLifetimeMs = 60_000;

/**
 * A one-time code that stands for a sign-in of `userId` in `tenantId` (only its hash is
 * stored). With `nonceHash` (the hash of a nonce the starting browser keeps) only that browser
 * can use it; without, the page that exchanges it asks before it replaces a session.
 */
export async function createHandoverCode(
  db: Queryable,
  handover: { tenantId: string; userId: string; nonceHash: Buffer | null },
): Promise<string> {
  const code = generateSecret();
  await db.query(sql.unsafe`
    DELETE FROM ${platformTable('handover_codes')} WHERE code_hash IN (
      SELECT code_hash FROM ${platformTable('handover_codes')} WHERE expires_at < now() LIMIT 100)`);
  await db.query(sql.unsafe`
    INSERT INTO ${platformTable('handover_codes')} (code_hash, tenant_id, user_id, nonce_hash, expires_at)
    VALUES (${sql.binary(hashSecret(code))}, ${handover.tenantId}, ${handover.userId},
            ${handover.nonceHash ? sql.binary(handover.nonceHash) : null},
            now() + ${sql.interval({ seconds: handoverLifetimeMs / 1000 })})`);
  return code;
}

const codeRow = z.object({
  user_id: z.string(),
  tenant_id: z.string(),
  live: z.boolean(),
  bound: z.boolean(),
  same_nonce: z.boolean().nullable(),
});

/**
 * Uses up a code: the row is deleted whatever the outcome, so a code works once and a wrong
 * guess at its nonce burns it. The user it signs in, or null when the code is unknown, expired,
 * of another tenant, or bound to a nonce this request does not carry.
 */
export async function consumeHandoverCode(
  db: Queryable,
  tenantId: string,
  code: string,
  nonce: string | undefined,
): Promise<{ userId: string; bound: boolean } | null> {
  if (!isWellFormedSecret(code)) return null;
  const nonceHash = nonce && isWellFormedSecret(nonce) ? sql.binary(hashSecret(nonce)) : null;
  const row = await db.maybeOne(sql.type(codeRow)`
    DELETE FROM ${platformTable('handover_codes')} WHERE code_hash = ${sql.binary(hashSecret(code))}
    RETURNING user_id, tenant_id, expires_at > now() AS live, nonce_hash IS NOT NULL AS bound,
              nonce_hash = ${nonceHash} AS same_nonce`);
  if (!row?.live || row.tenant_id !== tenantId) return null;
  if (row.bound && row.same_nonce !== true) return null;
  return { userId: row.user_id, bound: row.bound };
}
