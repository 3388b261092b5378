import { createLocalJWKSet, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import { guardedFetch } from '../outbound/guarded-fetch.js';
import type { SsrfGuard } from '../outbound/ssrf-guard.js';
import type { MicrosoftSettings } from './microsoft-settings.js';

/** Microsoft's signing keys are fetched once an hour (and again for an unknown key id). */
const keysMs = 60 * 60_000;
/** Authorities that stand for "whichever directory the user is in": the token names it (tid). */
const multiTenant = new Set(['common', 'organizations', 'consumers']);

/**
 * msal-node reads the ID token without checking its signature (it came from the token endpoint
 * over TLS, which OpenID Connect allows). Sign-in keeps the stricter rule Strata's other
 * providers follow (openid-client, oidc-clients.ts): RS256 signed by a key Microsoft publishes,
 * for our client id, from the expected issuer (the user's directory for a multi-tenant
 * authority), unexpired.
 */
export function createIdTokenCheck(settings: MicrosoftSettings, guard: SsrfGuard) {
  let keys: { at: number; set: ReturnType<typeof createLocalJWKSet> } | null = null;
  const getJson = async (url: string) => {
    const response = await guardedFetch(guard, url, {
      timeoutMs: 10_000,
      ...(settings.ca ? { ca: settings.ca } : {}),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const loadKeys = async () => {
    const discovery = await getJson(`${settings.authority}/v2.0/.well-known/openid-configuration`);
    if (typeof discovery.jwks_uri !== 'string') throw new Error('no jwks_uri');
    const set = createLocalJWKSet((await getJson(discovery.jwks_uri)) as unknown as JSONWebKeySet);
    keys = { at: Date.now(), set };
    return set;
  };
  const expectedIssuer = (tid: unknown) => {
    const authority = new URL(settings.authority);
    const segments = authority.pathname.split('/').filter(Boolean);
    const last = segments.at(-1) ?? '';
    if (multiTenant.has(last) && typeof tid === 'string') segments[segments.length - 1] = tid;
    return `${authority.origin}/${segments.join('/')}/v2.0`;
  };
  return async (idToken: string): Promise<JWTPayload> => {
    const verify = (set: ReturnType<typeof createLocalJWKSet>) =>
      jwtVerify(idToken, set, { audience: settings.clientId, algorithms: ['RS256'] });
    let result: Awaited<ReturnType<typeof verify>>;
    try {
      result = await verify(keys && Date.now() - keys.at < keysMs ? keys.set : await loadKeys());
    } catch (error) {
      // a key Microsoft rolled over since: fetch the keys once more
      if ((error as { code?: string }).code !== 'ERR_JWKS_NO_MATCHING_KEY') throw error;
      result = await verify(await loadKeys());
    }
    if (result.payload.iss !== expectedIssuer(result.payload.tid)) throw new Error('unexpected issuer');
    return result.payload;
  };
}
