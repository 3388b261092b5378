import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { unauthorized } from '../errors/common-errors.js';

/** Who the token is for: the tenant, the user, and the session it came from (it ends with it). */
export type StreamClaims = { tenantId: string; userId: string; sessionId: string; expires: number };

/** How long a stream token can be used to open the stream (the stream itself lasts). */
export const streamTokenLifetimeMs = 60_000;

/**
 * EventSource cannot send headers, so the live stream is opened with a short-lived token in
 * the URL: the claims, signed with HMAC-SHA256 under a platform secret.
 */
export function signStreamToken(secret: Buffer, claims: StreamClaims): string {
  const payload = Buffer.from(
    JSON.stringify([claims.tenantId, claims.userId, claims.expires, claims.sessionId]),
  ).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
}

export function verifyStreamToken(secret: Buffer, token: string, now = Date.now()): StreamClaims | null {
  if (token.length > 400) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(payload).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [tenantId, userId, expires, sessionId] = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      typeof tenantId !== 'string' ||
      typeof userId !== 'string' ||
      typeof expires !== 'number' ||
      typeof sessionId !== 'string'
    )
      return null;
    return expires > now ? { tenantId, userId, sessionId, expires } : null;
  } catch {
    return null;
  }
}

/**
 * The answer of a token route (GET /api/ssetoken, /api/scripttoken): a token for the caller's
 * tenant and user that expires after `lifetimeMs`, never cached.
 */
export async function issueShortLivedToken(
  req: Request,
  secret: Promise<Buffer>,
  lifetimeMs: number,
): Promise<{ token: string; expires: number }> {
  const { tenant, principal } = req.context;
  if (!tenant || !principal) throw unauthorized();
  const expires = Date.now() + lifetimeMs;
  return {
    token: signStreamToken(await secret, {
      tenantId: tenant.id,
      userId: principal.userId,
      sessionId: principal.sessionId,
      expires,
    }),
    expires,
  };
}
