import type { TenantRecord } from '../tenancy/tenant-registry.js';
import { linkExpiry, signLink, viewerLinkExpiry } from './signed-url.js';

/**
 * The download URL of a tenant's blob, GET /api/files/{id}?org=&exp=&sig=: the signature is the
 * permission, so whoever hands it out must have checked the caller may read the file (the
 * file routes for File and Image fields, the drive routes for the Cloud files panel).
 */
export function signedFileUrl(
  secret: Buffer,
  tenant: TenantRecord,
  blobId: string,
  /** 'viewer': a link for an online document viewer, valid minutes rather than an hour. */
  purpose: 'app' | 'viewer' = 'app',
): { url: string; expires: number } {
  const expires = purpose === 'viewer' ? viewerLinkExpiry() : linkExpiry();
  const sig = signLink(secret, { tenantId: tenant.id, blobId, expires });
  const search = new URLSearchParams({ org: tenant.name, exp: String(expires), sig });
  return { url: `/api/files/${blobId}?${search.toString()}`, expires };
}
