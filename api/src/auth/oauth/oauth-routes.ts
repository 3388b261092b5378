import { Router } from 'express';
import { formBody } from '../../context/text-input.js';
import { callbackHandler } from './oauth-callback.js';
import type { OAuthRouteDependencies } from './oauth-context.js';
import { startHandler } from './oauth-start.js';
import { OidcClients } from './oidc-clients.js';
import { providerNames } from './provider-config.js';

export type { OAuthRouteDependencies } from './oauth-context.js';
export type { OAuthEnv } from './oauth-env.js';
export { callbackUrl } from './oauth-env.js';
export { type OAuthSettings, readOAuthSettings } from './provider-config.js';

/**
 * Sign-in and sign-up through Google, Facebook, Apple and Microsoft (alias azure), spec 000
 * section 7 "Browser redirects for provider sign-in":
 *   GET  /auth/{provider}/{organization}?redirectUrl&origin              sign-in
 *   GET  /auth/{provider}/signup/{organization}?redirectUrl&origin&puzzle sign-up
 *   GET|POST /auth/callback/{provider}  the redirect URI registered with each provider
 *   GET  /auth/providers                 the configured providers' names
 * Errors go to the app's error handler as coded JSON errors.
 */
export function oauthRoutes(deps: OAuthRouteDependencies): Router {
  const context = { deps, clients: new OidcClients(deps.env.oauth, deps.guard) };
  const router = Router();
  const callback = callbackHandler(context);
  // which sign-in buttons the login and sign-up pages show: only the configured providers
  // (Microsoft under the client's name azure); names only, never a client id or secret
  router.get('/auth/providers', (_req, res) => {
    const configured = providerNames.filter((name) => deps.env.oauth.providers[name] !== undefined);
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ providers: configured.map((name) => (name === 'microsoft' ? 'azure' : name)) });
  });
  router.get('/auth/callback/:provider', callback);
  router.post(
    '/auth/callback/:provider',
    formBody({ extended: false, limit: '16kb', parameterLimit: 20 }),
    callback,
  );
  router.get('/auth/:provider/signup/:organization', startHandler(context, 'signup'));
  router.get('/auth/:provider/:organization', startHandler(context, 'signin'));
  return router;
}
