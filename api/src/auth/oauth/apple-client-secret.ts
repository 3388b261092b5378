import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import type { AppleSigningKey } from './provider-config.js';

/** Each generated secret is valid this long (Apple allows up to six months). */
const lifetimeSeconds = 60 * 60;
/** A new one is made when less than this is left. */
const renewSeconds = 10 * 60;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Apple's "client secret" is an ES256 JWT the app signs itself with a key from its developer
 * account (team id, key id, private key). Returns a function giving a current secret, renewed
 * before it expires.
 */
export function appleClientSecret(
  clientId: string,
  key: AppleSigningKey,
  audience = 'https://appleid.apple.com',
): () => string {
  const privateKey: KeyObject = createPrivateKey(key.privateKey);
  let current: { secret: string; expires: number } | undefined;
  return () => {
    const now = Math.floor(Date.now() / 1000);
    if (current && current.expires - renewSeconds > now) return current.secret;
    const header = base64url({ alg: 'ES256', kid: key.keyId, typ: 'JWT' });
    const claims = base64url({
      iss: key.teamId,
      iat: now,
      exp: now + lifetimeSeconds,
      aud: audience,
      sub: clientId,
    });
    const signature = sign('sha256', Buffer.from(`${header}.${claims}`), {
      key: privateKey,
      dsaEncoding: 'ieee-p1363',
    }).toString('base64url');
    current = { secret: `${header}.${claims}.${signature}`, expires: now + lifetimeSeconds };
    return current.secret;
  };
}
