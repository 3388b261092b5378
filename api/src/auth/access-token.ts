import { createHash, randomBytes } from 'node:crypto';
import { accessTokenPattern } from '../contract/access-token-format.js';

/** 256 random bits, URL-safe: the value of the access-token header. */
export function generateAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a leaked sessions table opens no session. */
export function hashAccessToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** A well-formed token: 43 base64url characters. Anything else is refused before any lookup. */
export function isWellFormedToken(token: string): boolean {
  return accessTokenPattern.test(token);
}
