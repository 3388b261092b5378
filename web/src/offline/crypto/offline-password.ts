import { fromBase64, randomBytes, toBase64 } from './base64';

/**
 * The offline password hash of spec 000 section 9 ("desktop wrapper"): PBKDF2 with SHA-256,
 * 100,000 iterations, a 32-byte random salt, 256 bits, computed by Web Crypto. It lets the
 * installed app check a password without the server; it is never sent anywhere.
 */
export const offlinePasswordParameters = {
  algorithm: 'PBKDF2',
  hash: 'SHA-256',
  iterations: 100_000,
  saltBytes: 32,
  bits: 256,
} as const;

export type OfflinePasswordHash = {
  algorithm: 'PBKDF2';
  hash: 'SHA-256';
  iterations: number;
  /** base64 of the 32 random bytes */
  salt: string;
  bits: number;
  /** base64 of the derived 256 bits */
  value: string;
};

const encoder = new TextEncoder();

/** The PBKDF2 key material of a password, the start of every derivation from it. */
export function passwordKeyMaterial(password: string, usage: 'deriveBits' | 'deriveKey'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [usage]);
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, bits: number) {
  const material = await passwordKeyMaterial(password, 'deriveBits');
  return crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: offlinePasswordParameters.hash, salt, iterations },
    material,
    bits,
  );
}

/** Hashes a password with a fresh random salt. */
export async function hashOfflinePassword(password: string): Promise<OfflinePasswordHash> {
  const { iterations, bits, saltBytes } = offlinePasswordParameters;
  const salt = randomBytes(saltBytes);
  const value = await derive(password, salt, iterations, bits);
  return {
    algorithm: 'PBKDF2',
    hash: 'SHA-256',
    iterations,
    salt: toBase64(salt),
    bits,
    value: toBase64(value),
  };
}

/** Whether `password` is the one `stored` was made from (compared without an early exit). */
export async function verifyOfflinePassword(password: string, stored: OfflinePasswordHash): Promise<boolean> {
  const expected = fromBase64(stored.value);
  const actual = new Uint8Array(
    await derive(password, fromBase64(stored.salt), stored.iterations, stored.bits),
  );
  if (actual.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < actual.length; index += 1)
    difference |= (actual[index] ?? 0) ^ (expected[index] ?? 0);
  return difference === 0;
}
