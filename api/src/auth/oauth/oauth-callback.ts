import type { Request, RequestHandler } from 'express';
import * as client from 'openid-client';
import { AppError } from '../../errors/app-error.js';
import { oauthFailed } from '../../errors/common-errors.js';
import type { MicrosoftIdentity, TokenOwner } from '../../integrations/microsoft/microsoft-identity.js';
import { createHandoverCode } from '../handover/handover-store.js';
import { readBrowserSecret } from './browser-binding.js';
import { type ExternalIdentity, identityFromClaims } from './identity-claims.js';
import { userForIdentity } from './identity-link.js';
import { type OAuthContext, signInScopes } from './oauth-context.js';
import { callbackUrl } from './oauth-env.js';
import { provisionForIdentity } from './oauth-sign-up.js';
import { consumeOAuthState, type PendingFlow } from './oauth-state-store.js';
import { providerFromName } from './provider-config.js';

/** The authorization-response parameters passed on to openid-client; nothing else is. */
const responseParameters = [
  'code',
  'state',
  'iss',
  'error',
  'error_description',
  'error_uri',
  'session_state',
];

/** The callback's parameters: the query of a GET, the form of a POST (Apple's form_post). */
function callbackParameters(req: Request): Map<string, string> {
  const source = (req.method === 'POST' ? req.body : req.query) as Record<string, unknown> | undefined;
  const parameters = new Map<string, string>();
  for (const key of [...responseParameters, 'user']) {
    const value = source?.[key];
    if (typeof value === 'string' && value.length <= 4096) parameters.set(key, value);
  }
  return parameters;
}

/**
 * GET or POST /auth/callback/{provider}: uses up the state (single use, this provider, this
 * browser, unexpired), redeems the code with the PKCE verifier and checks the ID token (RS256
 * signature from the provider's keys, iss, aud, exp, nonce) through openid-client, then signs
 * in or provisions, and sends the browser to the stored target with a hand-over code in the
 * fragment. Failures are ERR_OAUTH_FAILED; the provider's own words are only logged.
 */
export function callbackHandler(context: OAuthContext): RequestHandler {
  const { deps, clients } = context;
  return async (req, res) => {
    const requested = String(req.params.provider ?? '');
    const provider = clients.settingsOf(providerFromName(requested.toLowerCase()), requested).name;
    const parameters = callbackParameters(req);
    const state = parameters.get('state');
    const pending = await consumeOAuthState(deps.pool, state, provider, readBrowserSecret(req));
    const viaMsal = pending.provider === 'microsoft' && deps.microsoft ? deps.microsoft : null;
    const redeemed = viaMsal
      ? await redeemWithMsal(viaMsal, context, req, pending, parameters)
      : { identity: await redeem(context, req, pending, parameters), keepTokens: null };
    const { identity } = redeemed;

    let tenantId: string;
    let userId: string;
    if (pending.flow === 'signin') {
      const tenant = pending.tenantId ? await deps.tenants.getById(pending.tenantId) : null;
      if (tenant?.status !== 'active') throw oauthFailed();
      tenantId = tenant.id;
      const pool = deps.poolOf ? await deps.poolOf(tenant) : deps.pool;
      userId = await userForIdentity(pool, tenant, identity);
    } else {
      ({ tenantId, userId } = await provisionForIdentity(
        deps.pool,
        deps.tenants,
        pending.organization,
        identity,
        deps.blobs,
      ));
    }

    if (redeemed.keepTokens) {
      // signing in with Microsoft connects Microsoft 365 too: the user's msal token cache is kept
      const tenant = await deps.tenants.getById(tenantId);
      if (tenant) {
        const pool = deps.poolOf ? await deps.poolOf(tenant) : deps.pool;
        await redeemed.keepTokens({ db: pool, schema: tenant.schemaName, userId });
      }
    }

    // never the token itself: a one-time code the page exchanges by POST /api/handover, bound
    // to the nonce of the browser that started the flow when it sent one (handover-store.ts)
    const code = await createHandoverCode(deps.pool, {
      tenantId,
      userId,
      nonceHash: pending.handoverNonceHash,
    });
    const target = new URL(pending.redirectUrl);
    target.hash = `handover=${code}`;
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, target.href);
  };
}

/** Microsoft through msal-node: the code redeemed, the ID token checked, the tokens kept for later. */
async function redeemWithMsal(
  microsoft: MicrosoftIdentity,
  context: OAuthContext,
  req: Request,
  pending: PendingFlow,
  parameters: Map<string, string>,
): Promise<{ identity: ExternalIdentity; keepTokens: (owner: TokenOwner) => Promise<void> }> {
  const state = parameters.get('state') ?? '';
  const flow = {
    state,
    nonce: pending.nonce,
    codeVerifier: pending.codeVerifier,
    redirectUri: callbackUrl(context.deps.env, pending.provider),
  };
  try {
    // the scopes the start asked for: the organisation's (a sign-up's: the installation's)
    const tenant = pending.tenantId ? await context.deps.tenants.getById(pending.tenantId) : null;
    const scopes = await signInScopes(context.deps, microsoft, tenant ?? null);
    const { claims, keepTokens } = await microsoft.redeemSignIn(flow, parameters.get('code') ?? '', scopes);
    return { identity: identityFromClaims(claims), keepTokens };
  } catch (error) {
    req.context?.logger.warn(
      { provider: pending.provider, providerError: parameters.get('error'), code: (error as AppError).code },
      'provider sign-in refused',
    );
    throw error instanceof AppError && error.code === 'ERR_OAUTH_FAILED' ? error : oauthFailed(error);
  }
}

async function redeem(
  context: OAuthContext,
  req: Request,
  pending: PendingFlow,
  parameters: Map<string, string>,
): Promise<ExternalIdentity> {
  const config = await context.clients.get(pending.provider, req.context?.logger);
  // The URL the provider was told to return to, from configuration: never the request's Host.
  const current = new URL(callbackUrl(context.deps.env, pending.provider));
  for (const key of responseParameters) {
    const value = parameters.get(key);
    if (value !== undefined) current.searchParams.set(key, value);
  }
  try {
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedNonce: pending.nonce,
      expectedState: parameters.get('state') ?? '',
      idTokenExpected: true,
    });
    return identityFromClaims(tokens.claims(), parameters.get('user'));
  } catch (error) {
    // name, code and message only: the errors' causes carry the token's claims
    const summary = (value: unknown) => {
      const { name, code, message } = (value ?? {}) as { name?: unknown; code?: unknown; message?: unknown };
      return { name, code, message };
    };
    req.context?.logger.warn(
      {
        provider: pending.provider,
        error: summary(error),
        cause: summary((error as { cause?: unknown }).cause),
      },
      'provider sign-in refused',
    );
    throw error instanceof AppError ? error : oauthFailed(error);
  }
}
