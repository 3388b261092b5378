import type { NextFunction, Request, Response } from 'express';
import { organizationNamePattern } from '../contract/organization-name.js';
import { AppError } from '../errors/app-error.js';
import { organizationNotFound, organizationSuspended } from '../errors/common-errors.js';
import { organizationFromHost } from './organization-from-host.js';
import type { TenantCache } from './tenant-cache.js';

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * Resolves the organisation of an API request: the Host sub-domain when there is one (it wins
 * over anything in the request), otherwise the `org` query parameter or the `organization`
 * form field. Unknown or deleting: ERR_ORG_NOT_FOUND; suspended: ERR_ORG_SUSPENDED. With no
 * organisation at all the request goes on without one; routes that need one use requireTenant.
 */
export function resolveTenant(cache: TenantCache, baseDomain: string) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const requested =
      organizationFromHost(req.hostname, baseDomain) ??
      firstString(req.query.org) ??
      firstString((req.body as Record<string, unknown> | undefined)?.organization);
    if (requested === undefined || requested === null || requested.trim() === '') return next();
    const name = requested.trim().toLowerCase();
    const tenant = organizationNamePattern.test(name) ? await cache.get(name) : null;
    if (!tenant || tenant.status === 'deleting') {
      throw organizationNotFound(name);
    }
    if (tenant.status === 'suspended') throw organizationSuspended(tenant.name);
    req.context.tenant = tenant;
    next();
  };
}

/** For routes that only make sense inside an organisation. */
export function requireTenant() {
  return (req: Request, _res: Response, next: NextFunction) => {
    next(req.context.tenant ? undefined : new AppError('ERR_ORG_REQUIRED'));
  };
}
