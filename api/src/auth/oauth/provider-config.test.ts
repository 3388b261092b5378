import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { providerFromName, readOAuthSettings } from './provider-config.js';

describe('readOAuthSettings', () => {
  it('configures only providers with a client id, with default issuers', () => {
    const settings = readOAuthSettings({
      OAUTH_GOOGLE_CLIENT_ID: 'g-id',
      OAUTH_GOOGLE_CLIENT_SECRET: 'g-secret',
      OAUTH_MICROSOFT_CLIENT_ID: 'm-id',
      OAUTH_MICROSOFT_CLIENT_SECRET: 'm-secret',
      OAUTH_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/contoso/v2.0/',
      OAUTH_FACEBOOK_CLIENT_ID: '',
      UNRELATED: 'x',
    });
    expect(settings).toEqual({
      providers: {
        google: { clientId: 'g-id', clientSecret: 'g-secret', issuer: 'https://accounts.google.com' },
        microsoft: {
          clientId: 'm-id',
          clientSecret: 'm-secret',
          issuer: 'https://login.microsoftonline.com/contoso/v2.0',
        },
      },
    });
    expect(readOAuthSettings({})).toEqual({ providers: {} });
  });

  it('refuses a client id without a secret, plain http issuers and half an Apple key', () => {
    expect(() => readOAuthSettings({ OAUTH_GOOGLE_CLIENT_ID: 'g' })).toThrow(/OAUTH_GOOGLE_CLIENT_SECRET/);
    expect(() =>
      readOAuthSettings({
        OAUTH_GOOGLE_CLIENT_ID: 'g',
        OAUTH_GOOGLE_CLIENT_SECRET: 's',
        OAUTH_GOOGLE_ISSUER: 'http://idp.example',
      }),
    ).toThrow(/OAUTH_GOOGLE_ISSUER/);
    expect(() => readOAuthSettings({ OAUTH_APPLE_CLIENT_ID: 'a', OAUTH_APPLE_TEAM_ID: 't' })).toThrow(
      /set all three/,
    );
    expect(() =>
      readOAuthSettings({
        OAUTH_APPLE_CLIENT_ID: 'a',
        OAUTH_APPLE_TEAM_ID: 't',
        OAUTH_APPLE_KEY_ID: 'k',
        OAUTH_APPLE_PRIVATE_KEY: 'not a key',
      }),
    ).toThrow(/not a PEM private key/);
  });

  it('accepts http on loopback, a callback origin, and an Apple signing key on one line', () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    const settings = readOAuthSettings({
      OAUTH_CALLBACK_ORIGIN: 'https://login.strata.example/ignored/path',
      OAUTH_APPLE_CLIENT_ID: 'com.example.web',
      OAUTH_APPLE_TEAM_ID: 'TEAM',
      OAUTH_APPLE_KEY_ID: 'KEY',
      OAUTH_APPLE_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
      OAUTH_APPLE_ISSUER: 'http://127.0.0.1:4000',
    });
    expect(settings.callbackOrigin).toBe('https://login.strata.example');
    expect(settings.providers.apple).toEqual({
      clientId: 'com.example.web',
      issuer: 'http://127.0.0.1:4000',
      appleKey: { teamId: 'TEAM', keyId: 'KEY', privateKey: pem.trim() },
    });
  });
});

describe('providerFromName', () => {
  it('knows the four providers and azure as Microsoft, nothing else', () => {
    expect(providerFromName('azure')).toBe('microsoft');
    expect(providerFromName('microsoft')).toBe('microsoft');
    expect(providerFromName('apple')).toBe('apple');
    expect(providerFromName('constructor')).toBeUndefined();
    expect(providerFromName('github')).toBeUndefined();
  });
});
