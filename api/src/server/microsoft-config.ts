import { callbackOrigin } from '../auth/oauth/oauth-env.js';
import type { OAuthSettings } from '../auth/oauth/provider-config.js';
import type { Env } from '../config/env.js';
import type { OriginSettings } from '../config/tenant-origin.js';
import {
  authorityFromIssuer,
  defaultGraphScopes,
  type MicrosoftSettings,
} from '../integrations/microsoft/microsoft-settings.js';

/**
 * Microsoft 365 (calendars, OneDrive) is on when the Microsoft app registration is configured
 * (OAUTH_MICROSOFT_CLIENT_ID and _SECRET, the same app as Microsoft sign-in) and
 * MICROSOFT_TOKEN_KEY is set; otherwise its routes answer ERR_MICROSOFT_NOT_CONFIGURED and the
 * reason is returned for the start-up log.
 */
export function microsoftSettings(
  env: Pick<Env, 'MICROSOFT_TOKEN_KEY' | 'GRAPH_URL' | 'MICROSOFT_GRAPH_SCOPES'> & OriginSettings,
  oauth: OAuthSettings,
): { settings: MicrosoftSettings } | { settings: null; reason: string | null } {
  const app = oauth.providers.microsoft;
  if (!app) return { settings: null, reason: null };
  if (!app.clientSecret) return { settings: null, reason: 'OAUTH_MICROSOFT_CLIENT_SECRET is not set' };
  if (!env.MICROSOFT_TOKEN_KEY)
    return {
      settings: null,
      reason: 'MICROSOFT_TOKEN_KEY is not set: Microsoft 365 calendars and OneDrive are off',
    };
  return {
    settings: {
      clientId: app.clientId,
      clientSecret: app.clientSecret,
      authority: authorityFromIssuer(app.issuer),
      redirectUri: `${callbackOrigin({ ...env, oauth })}/auth/connect/microsoft/callback`,
      scopes: env.MICROSOFT_GRAPH_SCOPES ? env.MICROSOFT_GRAPH_SCOPES.split(' ') : defaultGraphScopes,
      graphUrl: env.GRAPH_URL,
      tokenKey: env.MICROSOFT_TOKEN_KEY,
    },
  };
}
