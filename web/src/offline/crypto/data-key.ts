import { fromBase64, randomBytes, toBase64 } from './base64';
import { offlinePasswordParameters, passwordKeyMaterial } from './offline-password';

/**
 * The key the offline cache is encrypted with (AES-GCM, 256 bits) is random, made once per
 * account on the device, and kept only wrapped (encrypted) by a key derived from the password:
 * PBKDF2 as the offline password hash, but with a salt of its own, so the stored hash says
 * nothing about the wrapping key. A wrong password cannot unwrap it (AES-GCM checks its tag).
 */
export type WrappedDataKey = {
  /** base64 of the 32-byte salt of the wrapping key's derivation */
  salt: string;
  iterations: number;
  /** base64 of the 12-byte AES-GCM nonce */
  iv: string;
  /** base64 of the wrapped key */
  data: string;
};

async function wrappingKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const material = await passwordKeyMaterial(password, 'deriveKey');
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: offlinePasswordParameters.hash, salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/**
 * A new random data key. Extractable so that a password change can wrap it again; the copy a
 * tab keeps across reloads is not (accounts/offline-session.ts).
 */
export function newDataKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}

export async function wrapDataKey(key: CryptoKey, password: string): Promise<WrappedDataKey> {
  const salt = randomBytes(offlinePasswordParameters.saltBytes);
  const iv = randomBytes(12);
  const { iterations } = offlinePasswordParameters;
  const wrapper = await wrappingKey(password, salt, iterations);
  const data = await crypto.subtle.wrapKey('raw', key, wrapper, { name: 'AES-GCM', iv });
  return { salt: toBase64(salt), iterations, iv: toBase64(iv), data: toBase64(data) };
}

/** The data key, or an error (OperationError) when the password is not the one it was wrapped with. */
export async function unwrapDataKey(wrapped: WrappedDataKey, password: string): Promise<CryptoKey> {
  const wrapper = await wrappingKey(password, fromBase64(wrapped.salt), wrapped.iterations);
  return crypto.subtle.unwrapKey(
    'raw',
    fromBase64(wrapped.data),
    wrapper,
    { name: 'AES-GCM', iv: fromBase64(wrapped.iv) },
    { name: 'AES-GCM', length: 256 },
    true,
    ['encrypt', 'decrypt'],
  );
}
