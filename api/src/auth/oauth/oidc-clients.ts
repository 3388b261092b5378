import * as client from 'openid-client';
import { AppError } from '../../errors/app-error.js';
import { oauthFailed } from '../../errors/common-errors.js';
import { guardedFetch } from '../../integrations/outbound/guarded-fetch.js';
import type { SsrfGuard } from '../../integrations/outbound/ssrf-guard.js';
import type { Logger } from '../../logging/logger.js';
import { appleClientSecret } from './apple-client-secret.js';
import {
  defaultIssuers,
  type OAuthSettings,
  type ProviderName,
  type ProviderSettings,
} from './provider-config.js';

/** What each provider is asked for: an ID token with the e-mail address and a name. */
export const providerScopes: Record<ProviderName, string> = {
  google: 'openid email profile',
  microsoft: 'openid email profile',
  // Apple returns with a form POST whenever name or email is asked for
  apple: 'openid email name',
  facebook: 'openid email',
};

/**
 * Facebook publishes its discovery document under a trailing slash and describes only its
 * implicit flow there; its OIDC code flow with PKCE redeems the code at the Graph API.
 */
const facebookDiscovery = 'https://www.facebook.com/.well-known/openid-configuration/';
const facebookTokenEndpoint = 'https://graph.facebook.com/oauth/access_token';
/** Discovery is repeated this often so a provider's changed metadata is picked up. */
const rediscoverMs = 24 * 60 * 60_000;

type Entry = { config: Promise<client.Configuration>; at: number };

/**
 * One openid-client Configuration per configured provider, discovered on first use and kept.
 * Every provider's ID tokens must be RS256 (so `alg: none` or an HMAC token never passes) and
 * their signatures are checked against the provider's JWKS, even though they arrive over TLS
 * from the token endpoint. Microsoft's multi-tenant "common" issuer is handled by openid-client
 * (the expected `iss` follows the token's `tid`).
 */
export class OidcClients {
  private readonly entries = new Map<ProviderName, Entry>();

  constructor(
    private readonly settings: OAuthSettings,
    /** The one SSRF guard of outgoing calls (integrations/outbound); none: openid-client's own fetch. */
    private readonly guard?: SsrfGuard,
  ) {}

  /** The provider's settings, or ERR_PROVIDER_NOT_CONFIGURED. */
  settingsOf(
    provider: ProviderName | undefined,
    requested: string,
  ): ProviderSettings & { name: ProviderName } {
    const settings = provider ? this.settings.providers[provider] : undefined;
    if (!provider || !settings)
      throw new AppError('ERR_PROVIDER_NOT_CONFIGURED', { provider: requested.slice(0, 40) });
    return { ...settings, name: provider };
  }

  /** The provider's configuration; a provider that cannot be reached fails with ERR_OAUTH_FAILED. */
  async get(provider: ProviderName, logger?: Logger): Promise<client.Configuration> {
    const settings = this.settingsOf(provider, provider);
    const now = Date.now();
    let entry = this.entries.get(provider);
    if (!entry || now - entry.at > rediscoverMs) {
      entry = { config: discover(provider, settings, this.guard), at: now };
      this.entries.set(provider, entry);
      // a failed discovery is not kept: the next request tries again
      entry.config.catch(() => {
        if (this.entries.get(provider) === entry) this.entries.delete(provider);
      });
    }
    try {
      return await entry.config;
    } catch (error) {
      const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
      logger?.warn({ provider, error: { name, code, message } }, 'provider discovery failed');
      throw oauthFailed(error);
    }
  }
}

/** openid-client's requests through the one SSRF guard (issuers are operator-configured URLs). */
function guardedClientFetch(guard: SsrfGuard): client.CustomFetch {
  return async (url, options) => {
    const body = options.body;
    return guardedFetch(guard, url, {
      method: options.method,
      headers: Object.fromEntries(new Headers(options.headers)),
      ...(typeof body === 'string' ? { body } : {}),
      ...(body instanceof URLSearchParams ? { body: body.toString() } : {}),
      ...(body instanceof Uint8Array ? { body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  };
}

async function discover(
  provider: ProviderName,
  settings: ProviderSettings,
  guard: SsrfGuard | undefined,
): Promise<client.Configuration> {
  const fetcher = guard ? guardedClientFetch(guard) : undefined;
  const issuer = new URL(settings.issuer);
  const metadata: Partial<client.ClientMetadata> = { id_token_signed_response_alg: 'RS256' };
  const authentication = clientAuthentication(settings);
  // http is accepted only for loopback issuers (provider-config.ts): local test providers
  const execute = [
    client.enableNonRepudiationChecks,
    ...(issuer.protocol === 'http:' ? [client.allowInsecureRequests] : []),
  ];
  const wellKnown = provider === 'facebook' && settings.issuer === defaultIssuers.facebook;
  const config = await client.discovery(
    wellKnown ? new URL(facebookDiscovery) : issuer,
    settings.clientId,
    metadata,
    authentication,
    { execute, timeout: 10, ...(fetcher ? { [client.customFetch]: fetcher } : {}) },
  );
  // openid-client compares issuers itself unless given a well-known URL: then we do
  if (wellKnown && new URL(config.serverMetadata().issuer).href !== issuer.href) {
    throw new Error('the discovered issuer is not the configured one');
  }
  if (provider !== 'facebook' || config.serverMetadata().token_endpoint) return config;
  const { supportsPKCE: _helper, ...discovered } = config.serverMetadata();
  const patched = new client.Configuration(
    { ...discovered, token_endpoint: facebookTokenEndpoint },
    settings.clientId,
    metadata,
    authentication,
  );
  for (const extension of execute) extension(patched);
  if (fetcher) patched[client.customFetch] = fetcher;
  return patched;
}

/** client_secret_post everywhere (all four accept it); Apple's secret may be generated. */
function clientAuthentication(settings: ProviderSettings): client.ClientAuth {
  if (settings.appleKey) {
    const secret = appleClientSecret(settings.clientId, settings.appleKey);
    return (_as, metadata, body) => {
      body.set('client_id', metadata.client_id);
      body.set('client_secret', secret());
    };
  }
  return client.ClientSecretPost(settings.clientSecret ?? '');
}
