import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appleClientSecret } from './apple-client-secret.js';

describe('appleClientSecret', () => {
  it('is an ES256 JWT for Apple, signed with the configured key, reused while fresh', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const secret = appleClientSecret('com.example.web', { teamId: 'TEAM', keyId: 'KEY1', privateKey: pem });
    const token = secret();
    const [header = '', claims = '', signature = ''] = token.split('.');
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    expect(decode(header)).toEqual({ alg: 'ES256', kid: 'KEY1', typ: 'JWT' });
    const body = decode(claims);
    expect(body).toMatchObject({ iss: 'TEAM', sub: 'com.example.web', aud: 'https://appleid.apple.com' });
    expect(body.exp - body.iat).toBe(3600);
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${claims}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(valid).toBe(true);
    expect(secret()).toBe(token);
  });
});
