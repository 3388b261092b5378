import { createHash, randomBytes } from 'node:crypto';
import { accessTokenPattern } from '../contract/access-token-format.js';

/**
 * The secrets Strata hands out (access tokens, magic-link secrets, browser bindings): 256
 * random bits, URL-safe, 43 characters.
 */
export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a leaked table opens nothing. */
export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** A well-formed secret; anything else is refused before any lookup. */
export function isWellFormedSecret(secret: string): boolean {
  return accessTokenPattern.test(secret);
}
