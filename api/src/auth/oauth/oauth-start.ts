import type { Request, RequestHandler } from 'express';
import * as client from 'openid-client';
import { organizationNamePattern } from '../../contract/organization-name.js';
import {
  oauthFailed,
  organizationNotFound,
  organizationSuspended,
  puzzleInvalid,
} from '../../errors/common-errors.js';
import type { MicrosoftIdentity, SignInFlow } from '../../integrations/microsoft/microsoft-identity.js';
import { isWellFormedSecret } from '../../passwords/random-secret.js';
import { enforceLimit } from '../../rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from '../../rate-limit/rate-key.js';
import { limits } from '../../rate-limit/rate-limiter.js';
import type { TenantRecord } from '../../tenancy/tenant-registry.js';
import { consumePuzzle } from '../puzzle/puzzle.js';
import { bindBrowser } from './browser-binding.js';
import { type OAuthContext, signInScopes } from './oauth-context.js';
import { callbackOrigin, callbackUrl } from './oauth-env.js';
import { checkNewOrganization } from './oauth-sign-up.js';
import { createOAuthState, type OAuthFlow } from './oauth-state-store.js';
import { providerScopes } from './oidc-clients.js';
import { providerFromName } from './provider-config.js';
import { redirectTarget } from './redirect-target.js';

/**
 * `handover`: a nonce the browser keeps (sessionStorage) and sends here when the flow ends on
 * its own origin; only its hash is stored, and the hand-over code opens only with it.
 */
type StartQuery = { redirectUrl?: string; origin?: string; puzzle?: string; handover?: string };

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

function startQuery(req: Request): StartQuery {
  const query = req.query as Record<string, unknown>;
  const result: StartQuery = {};
  for (const key of ['redirectUrl', 'origin', 'puzzle', 'handover'] as const) {
    const value = firstString(query[key]);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

function parsePuzzle(value: string | undefined): unknown {
  if (!value || value.length > 1000) throw puzzleInvalid();
  try {
    return JSON.parse(value);
  } catch {
    throw puzzleInvalid();
  }
}

/**
 * GET /auth/{provider}/{organization} (sign-in) and /auth/{provider}/signup/{organization}
 * (sign-up). Checks everything it can before the browser leaves: provider configured, rate
 * limit, organisation (existing for sign-in; valid and free for sign-up), redirect target,
 * provider reachable, then for sign-up uses up the puzzle. Records the flow and sends the
 * browser to the provider with state, nonce and an S256 PKCE challenge.
 */
export function startHandler(context: OAuthContext, flow: OAuthFlow): RequestHandler {
  const { deps, clients } = context;
  const home = new URL(callbackOrigin(deps.env));
  return async (req, res) => {
    const requested = String(req.params.provider ?? '');
    const provider = clients.settingsOf(providerFromName(requested.toLowerCase()), requested).name;
    const requestedOrganization = String(req.params.organization ?? '');
    const query = startQuery(req);

    // The binding cookie must be set on the host the provider returns to: start there.
    if (req.hostname !== home.hostname) {
      const path = `/auth/${provider}/${flow === 'signup' ? 'signup/' : ''}${encodeURIComponent(requestedOrganization)}`;
      const hop = new URL(path, home);
      for (const [key, value] of Object.entries(query)) hop.searchParams.set(key, value);
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, hop.href);
      return;
    }

    const address = clientAddress(req.ip);
    if (flow === 'signup') {
      await enforceLimit(deps.rateLimiter, rateKey('oauth-signup', address), limits.signupsPerIp, res);
    } else {
      await enforceLimit(
        deps.rateLimiter,
        rateKey('oauth-signin', address),
        limits.oauthSignInStartsPerIp,
        res,
      );
    }

    let organization: string;
    let tenantId: string | null = null;
    let tenant: TenantRecord | null = null;
    if (flow === 'signin') {
      tenant = await existingTenant(context, requestedOrganization);
      organization = tenant.name;
      tenantId = tenant.id;
    } else {
      organization = await checkNewOrganization(deps.pool, requestedOrganization);
    }
    const redirectUrl = redirectTarget(deps.env, organization, query.redirectUrl, query.origin);
    const viaMsal = provider === 'microsoft' && deps.microsoft ? deps.microsoft : null;
    // msal-node discovers Microsoft itself; the other providers through openid-client
    const config = viaMsal ? null : await clients.get(provider, req.context?.logger);
    if (flow === 'signup') await consumePuzzle(deps.pool, parsePuzzle(query.puzzle), address);

    const browserSecret = bindBrowser(req, res, home.protocol === 'https:');
    const { state, nonce, codeVerifier } = await createOAuthState(deps.pool, {
      provider,
      flow,
      organization,
      tenantId,
      redirectUrl,
      browserSecret,
      handoverNonce: query.handover && isWellFormedSecret(query.handover) ? query.handover : null,
    });
    const redirectUri = callbackUrl(deps.env, provider);
    const authorizationUrl = config
      ? client.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: providerScopes[provider],
          state,
          nonce,
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          ...(provider === 'apple' ? { response_mode: 'form_post' } : {}),
        })
      : await msalAuthorizationUrl(
          viaMsal,
          { state, nonce, codeVerifier, redirectUri },
          viaMsal ? await signInScopes(deps, viaMsal, tenant) : [],
        );
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, authorizationUrl.href);
  };
}

/** Microsoft through msal-node (Microsoft 365 configured): its URL, or ERR_OAUTH_FAILED. */
async function msalAuthorizationUrl(
  microsoft: MicrosoftIdentity | null,
  flow: SignInFlow,
  scopes: string[],
): Promise<URL> {
  if (!microsoft) throw oauthFailed();
  try {
    return new URL(await microsoft.signInUrl(flow, scopes));
  } catch (error) {
    throw oauthFailed(error);
  }
}

async function existingTenant(context: OAuthContext, requested: string) {
  const name = requested.trim().toLowerCase();
  const tenant = organizationNamePattern.test(name) ? await context.deps.tenants.get(name) : null;
  if (!tenant || tenant.status === 'deleting') throw organizationNotFound(name);
  if (tenant.status === 'suspended') throw organizationSuspended(tenant.name);
  return tenant;
}
