import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../../db/platform-table.js';
import type { DatabasePool, Queryable } from '../../db/types.js';
import { oauthFailed } from '../../errors/common-errors.js';
import type { TenantRecord } from '../../tenancy/tenant-registry.js';
import type { ExternalIdentity } from './identity-claims.js';

const userRow = z.object({ id: z.string(), isdisabled: z.boolean().nullable() });

/**
 * The user of `tenant` an external identity signs in as. Identities are keyed on issuer +
 * subject: one already linked signs in its user. An unlinked one is linked on first use only
 * when the provider vouches for the e-mail address (email_verified true) and exactly one user
 * of the organisation has that address. Anything else, or a disabled user: ERR_OAUTH_FAILED.
 */
export async function userForIdentity(
  pool: DatabasePool,
  tenant: Pick<TenantRecord, 'id' | 'schemaName'>,
  identity: ExternalIdentity,
): Promise<string> {
  const systemuser = sql.identifier([tenant.schemaName, 'systemuser']);
  const linked = await pool.maybeOne(sql.type(userRow)`
    SELECT u.id, u.isdisabled
    FROM ${platformTable('identities')} i JOIN ${systemuser} u ON u.id = i.user_id
    WHERE i.issuer = ${identity.issuer} AND i.subject = ${identity.subject} AND i.tenant_id = ${tenant.id}`);
  if (linked) {
    if (linked.isdisabled) throw oauthFailed();
    await pool.query(sql.unsafe`
      UPDATE ${platformTable('identities')} SET last_used_at = now()
      WHERE issuer = ${identity.issuer} AND subject = ${identity.subject} AND tenant_id = ${tenant.id}`);
    return linked.id;
  }

  if (!identity.emailVerified || !identity.email) throw oauthFailed();
  const matches = await pool.any(sql.type(userRow)`
    SELECT id, isdisabled FROM ${systemuser} WHERE lower(emailaddress) = lower(${identity.email}) LIMIT 2`);
  const user = matches.length === 1 ? matches[0] : undefined;
  if (!user || user.isdisabled) throw oauthFailed();
  const userId = await linkIdentity(pool, tenant.id, user.id, identity);
  if (userId !== user.id) throw oauthFailed();
  return userId;
}

/**
 * Links an identity to a user; if a concurrent first sign-in linked it already, the user it
 * was linked to is returned instead.
 */
export async function linkIdentity(
  db: Queryable,
  tenantId: string,
  userId: string,
  identity: ExternalIdentity,
): Promise<string> {
  const linked = await db.oneFirst(sql.type(z.object({ user_id: z.string() }))`
    INSERT INTO ${platformTable('identities')} (issuer, subject, tenant_id, user_id, email, last_used_at)
    VALUES (${identity.issuer}, ${identity.subject}, ${tenantId}, ${userId}, ${identity.email ?? null}, now())
    ON CONFLICT (issuer, subject, tenant_id) DO UPDATE SET last_used_at = now()
    RETURNING user_id`);
  return linked;
}
