import type { NextFunction, Request, Response } from 'express';
import type { ClusterPools } from '../db/cluster-pools.js';
import { AppError } from '../errors/app-error.js';
import { databaseUnavailable } from '../errors/common-errors.js';
import type { TenantRecord } from './tenant-registry.js';

/** POST routes that only read (or write to the main cluster only): they go on while a tenant moves. */
const readingPosts = new Set([
  '/api/fetch',
  '/api/whatsnext',
  '/api/login',
  '/api/logout',
  '/api/organization',
  '/api/distance',
  '/api/apperror',
]);

/** Seconds a client is told to wait while its organisation moves (a move takes about that long). */
export const movingRetryAfterSeconds = 30;

/** Whether a request may change the organisation's data (anything but reads). */
export function isWriteRequest(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return !readingPosts.has(path.toLowerCase().replace(/\/+$/, ''));
}

/** 503 ERR_TENANT_MOVING with Retry-After when `tenant` is being moved to another cluster. */
export function refuseWriteWhileMoving(res: Response, tenant: TenantRecord): void {
  if (!tenant.movingTo) return;
  res.setHeader('Retry-After', String(movingRetryAfterSeconds));
  throw new AppError('ERR_TENANT_MOVING', { name: tenant.name });
}

/**
 * After the organisation is known (tenancy, then the session): refuses writes while it moves to
 * another cluster (a copy is being taken; reads go on), and runs the rest of the request on
 * its cluster's pool, so every service holding `ClusterPools.routed` reaches its schema.
 */
export function routeToTenantCluster(clusters: ClusterPools) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const { tenant } = req.context;
    if (!tenant) return next();
    // mounted under /api: the full path is the mount point and the rest
    if (isWriteRequest(req.method, req.baseUrl + req.path)) refuseWriteWhileMoving(res, tenant);
    let pool: Awaited<ReturnType<ClusterPools['poolFor']>>;
    try {
      pool = await clusters.poolFor(tenant.cluster);
    } catch (error) {
      // an unregistered cluster is the operator's mistake; users see the database as down
      throw databaseUnavailable(error);
    }
    clusters.run(pool, () => next());
  };
}
