import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works. Long enough for a form left open; short enough that a leaked link dies. */
export const linkLifetimeSeconds = 60 * 60;
/**
 * Expiry is rounded up to this step so a record shown twice in a few minutes gets the same
 * URL and the browser's cache serves the image (blobs never change: a rotation is a new blob).
 */
const expiryStepSeconds = 10 * 60;

/**
 * Links handed to an online document viewer (spec 000 section 7): a third party fetches the
 * file once, right away, so the link may die within minutes (and is not rounded for caching).
 */
export const viewerLinkSeconds = 10 * 60;

/** When a link for an online viewer, signed now, should expire, in Unix seconds. */
export function viewerLinkExpiry(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000) + viewerLinkSeconds;
}

export type LinkClaims = { tenantId: string; blobId: string; expires: number };

/** When a link signed now should expire, in Unix seconds. */
export function linkExpiry(nowMs = Date.now()): number {
  const earliest = Math.floor(nowMs / 1000) + linkLifetimeSeconds;
  return Math.ceil(earliest / expiryStepSeconds) * expiryStepSeconds;
}

/**
 * HMAC-SHA256 over tenant, blob and expiry under a platform secret. The tenant is part of what
 * is signed, so a link checked on another tenant's host never verifies.
 */
export function signLink(secret: Buffer, claims: LinkClaims): string {
  return createHmac('sha256', secret)
    .update(`${claims.tenantId}\n${claims.blobId}\n${claims.expires}`)
    .digest('base64url');
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/** The signature is checked first (in constant time), so an expired answer reveals nothing to a forger. */
export function checkLink(
  secret: Buffer,
  claims: { tenantId: string; blobId: string; expires: string | undefined },
  signature: string | undefined,
  nowMs = Date.now(),
): LinkCheck {
  if (!signature || !claims.expires || !/^\d{1,12}$/.test(claims.expires)) return 'invalid';
  const expires = Number(claims.expires);
  const expected = Buffer.from(signLink(secret, { ...claims, expires }), 'base64url');
  const given = Buffer.from(signature.slice(0, 100), 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 > nowMs ? 'valid' : 'expired';
}
