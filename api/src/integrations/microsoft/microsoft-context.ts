import type { NextFunction, Request, Response } from 'express';
import type { DatabasePool } from '../../db/types.js';
import { AppError } from '../../errors/app-error.js';
import { unauthorized } from '../../errors/common-errors.js';
import type { Logger } from '../../logging/logger.js';
import { enforceLimit } from '../../rate-limit/enforce-limit.js';
import { rateKey } from '../../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../rate-limit/rate-limiter.js';
import type { SsrfGuard } from '../outbound/ssrf-guard.js';
import { createGraphClient } from './graph-client.js';
import { microsoftFeatureOff } from './microsoft-errors.js';
import type { MicrosoftIdentity, TokenOwner } from './microsoft-identity.js';
import type { MicrosoftFeature } from './organisation-features.js';

/** What the Microsoft routes share. `identity` is null when Microsoft is not configured. */
export type MicrosoftRouteDependencies = {
  identity: MicrosoftIdentity | null;
  guard: SsrfGuard;
  /** The pool of the request's organisation (its cluster). */
  pool: DatabasePool;
  rateLimiter: RateLimiter;
  logger: Logger;
};

/** The configured identity, or ERR_MICROSOFT_NOT_CONFIGURED. */
export function configured(deps: MicrosoftRouteDependencies): MicrosoftIdentity {
  if (!deps.identity) throw new AppError('ERR_MICROSOFT_NOT_CONFIGURED');
  return deps.identity;
}

/** The signed-in user's token owner: their organisation's schema on its cluster. */
export function ownerOf(deps: MicrosoftRouteDependencies, req: Request): TokenOwner {
  const { tenant, principal } = req.context;
  if (!tenant || !principal) throw unauthorized();
  return { db: deps.pool, schema: tenant.schemaName, userId: principal.userId };
}

/** Each user's Microsoft calls within a budget: every one costs a call to Microsoft. */
export function withinMicrosoftLimit(deps: MicrosoftRouteDependencies) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const { tenant, principal } = req.context;
    await enforceLimit(
      deps.rateLimiter,
      rateKey('microsoft', tenant?.id, principal?.userId),
      limits.microsoftPerUser,
      res,
    );
    next();
  };
}

/**
 * The configured identity when the request's organisation enables `feature`
 * (inu_orgsettings.microsoftfeatures), with the organisation's scopes; else
 * ERR_MICROSOFT_FEATURE_OFF. Read on every request, so turning a feature off takes effect at once.
 */
export async function requireFeature(
  deps: MicrosoftRouteDependencies,
  req: Request,
  feature: MicrosoftFeature,
) {
  const identity = configured(deps);
  const owner = ownerOf(deps, req);
  const organisation = await identity.organisation(owner);
  if (!organisation[feature]) throw microsoftFeatureOff(feature);
  return { identity, owner, scopes: organisation.scopes };
}

/** A Graph client for the signed-in user and `feature`, with a fresh token (refreshed when due). */
export async function graphFor(deps: MicrosoftRouteDependencies, req: Request, feature: MicrosoftFeature) {
  const { identity, owner, scopes } = await requireFeature(deps, req, feature);
  const { accessToken } = await identity.accessToken(owner, { scopes });
  return createGraphClient(identity.settings, deps.guard, accessToken);
}
