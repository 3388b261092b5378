import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying a webhook's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const signatureHeader = 'X-Strata-Signature';

/**
 * Signs `<t>.<body>` with the trigger's secret, so a receiver can tell the request came from
 * Strata and was not changed, and (by checking t) refuse replays of old deliveries.
 */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** What a receiver does (and the tests): true when the header signs this body with this secret. */
export function verifyWebhook(secret: string, body: string, header: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isSafeInteger(t) || typeof parts.v1 !== 'string') return false;
  const expected = Buffer.from(signWebhook(secret, body, t).split('v1=')[1] ?? '', 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
