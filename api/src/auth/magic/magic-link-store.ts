import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../../db/platform-table.js';
import type { Queryable } from '../../db/types.js';
import { generateSecret, hashSecret, isWellFormedSecret } from '../../passwords/random-secret.js';

/** Magic links work for 5 minutes (spec 000 section 9). */
export const magicLinkLifetimeMs = 5 * 60_000;

export const magicReasons = ['LOGIN', 'INVITE', 'USER_FORGOT', 'ADMIN_CHANGE'] as const;
export type MagicReason = (typeof magicReasons)[number];

/**
 * Creates a link secret for a user: only its hash is stored, and every older unused link of
 * the same user is superseded at once (only the newest works).
 */
export async function createMagicLink(
  db: Queryable,
  link: { tenantId: string; userId: string; reason: MagicReason; returnPath?: string },
): Promise<string> {
  const secret = generateSecret();
  await db.query(sql.unsafe`
    UPDATE ${platformTable('magic_links')} SET superseded_at = now()
    WHERE tenant_id = ${link.tenantId} AND user_id = ${link.userId} AND used_at IS NULL AND superseded_at IS NULL`);
  await db.query(sql.unsafe`
    INSERT INTO ${platformTable('magic_links')} (tenant_id, user_id, secret_hash, reason, return_url, expires_at)
    VALUES (${link.tenantId}, ${link.userId}, ${sql.binary(hashSecret(secret))}, ${link.reason},
            ${link.returnPath ?? null}, now() + ${sql.interval({ seconds: magicLinkLifetimeMs / 1000 })})`);
  return secret;
}

const linkRow = z.object({
  id: z.string(),
  user_id: z.string(),
  reason: z.string(),
  return_url: z.string().nullable(),
  expired: z.boolean(),
  used: z.boolean(),
  superseded: z.boolean(),
});
export type MagicLink = z.infer<typeof linkRow>;

/** The link a secret names within one tenant: a secret of another tenant is simply not found. */
export async function findMagicLink(
  db: Queryable,
  tenantId: string,
  secret: string,
): Promise<MagicLink | null> {
  if (!isWellFormedSecret(secret)) return null;
  return db.maybeOne(sql.type(linkRow)`
    SELECT id, user_id, reason, return_url, expires_at <= now() AS expired,
           used_at IS NOT NULL AS used, superseded_at IS NOT NULL AS superseded
    FROM ${platformTable('magic_links')} WHERE tenant_id = ${tenantId} AND secret_hash = ${sql.binary(hashSecret(secret))}`);
}

/** Marks a link used; false when someone used it first (two tabs, a replay). */
export async function consumeMagicLink(db: Queryable, id: string): Promise<boolean> {
  const used = await db.maybeOneFirst(sql.type(z.object({ id: z.string() }))`
    UPDATE ${platformTable('magic_links')} SET used_at = now()
    WHERE id = ${id} AND used_at IS NULL AND superseded_at IS NULL AND expires_at > now()
    RETURNING id`);
  return used !== null;
}
