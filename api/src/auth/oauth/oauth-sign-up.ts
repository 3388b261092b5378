import type { BlobStore } from '../../blobs/blob-store.js';
import type { DatabasePool } from '../../db/types.js';
import { oauthFailed, organizationExists } from '../../errors/common-errors.js';
import { provisionTenant, validateOrganizationName } from '../../provisioning/provision-tenant.js';
import type { TenantCache } from '../../tenancy/tenant-cache.js';
import { findTenantByName } from '../../tenancy/tenant-registry.js';
import type { ExternalIdentity } from './identity-claims.js';
import { linkIdentity } from './identity-link.js';

/** The template every self-service organisation starts from (issue 4, item 4). */
export const signUpTemplate = 'crm';

/**
 * Before a sign-up goes to the provider: the name must be acceptable (the same check as every
 * other way in) and free. Returns the normalised name.
 */
export async function checkNewOrganization(pool: DatabasePool, requested: string): Promise<string> {
  const name = validateOrganizationName(requested);
  if (await findTenantByName(pool, name)) throw organizationExists(name);
  return name;
}

/**
 * After the provider vouched for the person: provision the organisation from the template with
 * them as its administrator (named and e-mailed from the claims), then link the identity to
 * that administrator. The address need not be verified here: the account is reached through
 * the linked issuer + subject, never through the address.
 */
export async function provisionForIdentity(
  pool: DatabasePool,
  tenants: TenantCache,
  organization: string,
  identity: ExternalIdentity,
  blobs?: BlobStore,
): Promise<{ tenantId: string; userId: string }> {
  if (!identity.email) throw oauthFailed();
  // The administrator signs in through the provider: no password until they choose one
  // (a magic link or the change-password dialog sets it).
  const result = await provisionTenant(
    pool,
    {
      organization,
      template: signUpTemplate,
      admin: { email: identity.email, name: identity.name ?? identity.email, password: null },
    },
    blobs ? { blobs } : {},
  );
  tenants.invalidate(result.tenant.name);
  const userId = await linkIdentity(pool, result.tenant.id, result.admin.id, identity);
  return { tenantId: result.tenant.id, userId };
}
