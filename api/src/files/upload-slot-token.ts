import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the server promised when it handed out a direct-upload slot. */
export type SlotClaims = {
  tenantId: string;
  userId: string;
  blobId: string;
  entity: string;
  field: string;
  recordId: string | null;
  /** The cleaned file name. */
  name: string;
  /** Unix seconds after which the upload can no longer be committed. */
  expires: number;
};

const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(`upload-slot\n${payload}`).digest('base64url');

/**
 * The slot's token: its claims and an HMAC under the platform secret, so the commit needs no
 * server-side state and a client cannot commit a blob for another field, record or user. The
 * purpose word in the signed text keeps it from ever verifying as a download link.
 */
export function signSlot(secret: Buffer, claims: SlotClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function checkSlot(
  secret: Buffer,
  token: unknown,
  nowMs = Date.now(),
): { ok: true; claims: SlotClaims } | { ok: false; reason: 'invalid' | 'expired' } {
  if (typeof token !== 'string' || token.length > 4000) return { ok: false, reason: 'invalid' };
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, payload), 'base64url');
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SlotClaims;
  return claims.expires * 1000 > nowMs ? { ok: true, claims } : { ok: false, reason: 'expired' };
}
