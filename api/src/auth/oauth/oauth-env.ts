import { type OriginSettings, tenantOrigin } from '../../config/tenant-origin.js';
import type { OAuthSettings, ProviderName } from './provider-config.js';

/** What the OAuth routes read from configuration: how origins are built, and the providers. */
export type OAuthEnv = OriginSettings & { oauth: OAuthSettings };

/** The platform's own origin on the bare domain, built like a tenant's (never from a request). */
export function platformOrigin(settings: OriginSettings): string {
  const label = 'x';
  const url = new URL(tenantOrigin(settings, label));
  url.hostname = url.hostname.slice(label.length + 1);
  return url.origin;
}

/** Where providers send the browser back: OAUTH_CALLBACK_ORIGIN, else the bare domain. */
export function callbackOrigin(env: OAuthEnv): string {
  return env.oauth.callbackOrigin ?? platformOrigin(env);
}

/**
 * The redirect URI to register with a provider. "callback" is not a provider name, so the path
 * cannot collide with /auth/{provider}/{organization} for any organisation.
 */
export function callbackUrl(env: OAuthEnv, provider: ProviderName): string {
  return `${callbackOrigin(env)}/auth/callback/${provider}`;
}
