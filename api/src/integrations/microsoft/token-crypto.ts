import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Sealed texts start with this, so a later key or cipher can be told apart. */
const version = Buffer.from([1]);

/**
 * Encryption of users' Microsoft token caches at rest (AES-256-GCM, a fresh 12-byte IV each
 * time, the user's id as additional data so a sealed cache copied to another user's row does
 * not open). The key comes from MICROSOFT_TOKEN_KEY and never touches the database: a copy of
 * the database alone does not give away anyone's Microsoft tokens.
 */
export type TokenSealer = {
  seal: (plain: string, owner: string) => Buffer;
  /** The plain text, or null when the text was sealed with another key or altered. */
  open: (sealed: Buffer, owner: string) => string | null;
};

export function createTokenSealer(secret: string): TokenSealer {
  // any long random text will do as the setting; the cipher wants exactly 32 bytes
  const key = createHash('sha256').update(secret, 'utf8').digest();
  return {
    seal: (plain, owner) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([version, iv, cipher.getAuthTag(), body]);
    },
    open: (sealed, owner) => {
      if (sealed.length < 29 || sealed[0] !== version[0]) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(1, 13));
        decipher.setAAD(Buffer.from(owner, 'utf8'));
        decipher.setAuthTag(sealed.subarray(13, 29));
        return Buffer.concat([decipher.update(sealed.subarray(29)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
