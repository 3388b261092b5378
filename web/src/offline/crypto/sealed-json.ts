import { fromBase64, randomBytes, toBase64 } from './base64';

/** A value encrypted with AES-GCM: a fresh 12-byte nonce per value, the ciphertext with its tag. */
export type Sealed = { iv: string; data: string };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Encrypts a JSON value: what IndexedDB then holds says nothing of the records (names, values). */
export async function sealJson(key: CryptoKey, value: unknown): Promise<Sealed> {
  const iv = randomBytes(12);
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    encoder.encode(JSON.stringify(value)),
  );
  return { iv: toBase64(iv), data: toBase64(data) };
}

/** Decrypts a sealed value; fails (OperationError) when it was changed or sealed with another key. */
export async function openJson<T>(key: CryptoKey, sealed: Sealed): Promise<T> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(sealed.iv) },
    key,
    fromBase64(sealed.data),
  );
  return JSON.parse(decoder.decode(plain)) as T;
}
