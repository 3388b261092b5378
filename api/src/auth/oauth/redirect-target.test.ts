import { describe, expect, it } from 'vitest';
import type { OAuthEnv } from './oauth-env.js';
import { redirectTarget } from './redirect-target.js';

const env: OAuthEnv = {
  BASE_DOMAIN: 'strata.example',
  PUBLIC_PROTOCOL: 'https',
  PORT: 3000,
  oauth: { providers: {} },
};
const origin = 'https://acme.strata.example';

describe('redirectTarget', () => {
  it('defaults to /popupLogin on the organisation origin', () => {
    expect(redirectTarget(env, 'acme', undefined, undefined)).toBe(`${origin}/popupLogin`);
    expect(redirectTarget(env, 'acme', '', '')).toBe(`${origin}/popupLogin`);
  });

  it('resolves paths against the organisation origin and drops any fragment', () => {
    expect(redirectTarget(env, 'acme', '/!/edit/account/1?x=%2F#frag', undefined)).toBe(
      `${origin}/!/edit/account/1?x=%2F`,
    );
    expect(redirectTarget(env, 'acme', '/../../etc', undefined)).toBe(`${origin}/etc`);
  });

  it('accepts absolute URLs on the organisation origin and the platform origin as `origin`', () => {
    expect(redirectTarget(env, 'acme', `${origin}/magic`, origin)).toBe(`${origin}/magic`);
    expect(redirectTarget(env, 'acme', '/x', 'https://strata.example')).toBe(`${origin}/x`);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'https://acme.strata.example.evil.example/',
    'https://acme.strata.example@evil.example/',
    'https://user:pass@acme.strata.example/',
    'http://acme.strata.example/',
    'https://other.strata.example/',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,hi',
    'popupLogin',
    '/\t/evil.example',
    '/\n/evil.example',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(() => redirectTarget(env, 'acme', value, undefined)).toThrow(
      expect.objectContaining({ code: 'ERR_REDIRECT_NOT_ALLOWED' }),
    );
  });

  it.each(['https://evil.example', `${origin}/path`, 'https://other.strata.example', 'null'])(
    'refuses the origin %j',
    (value) => {
      expect(() => redirectTarget(env, 'acme', undefined, value)).toThrow(
        expect.objectContaining({ code: 'ERR_REDIRECT_NOT_ALLOWED' }),
      );
    },
  );
});
