import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { type Language, pickLanguage } from '../i18n/server-i18n.js';
import type { Logger } from '../logging/logger.js';
import type { EffectivePermissions } from '../permissions/effective-permissions.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';

/** What middleware learns about a request, resolved once and passed on explicitly. */
export type RequestContext = {
  requestId: string;
  language: Language;
  logger: Logger;
  /** The organisation the request is for, when one could be resolved. */
  tenant?: TenantRecord;
  /**
   * The signed-in user, from the access-token header; always of `tenant`. `permissions` is
   * the lookup authenticate made (it refuses users without access), reused by the routes.
   */
  principal?: {
    userId: string;
    sessionId: string;
    permissions?: Promise<EffectivePermissions>;
    /** An administrator viewing the data as a role, read-only (admin/view-as-role.ts). */
    viewAs?: { roleId: string; roleName: string };
  };
};

declare global {
  namespace Express {
    interface Request {
      context: RequestContext;
    }
  }
}

/** Gives every request an id (echoed as X-Request-Id), its language and a child logger. */
export function requestContext(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = randomUUID();
    res.setHeader('X-Request-Id', requestId);
    let child: Logger | undefined;
    req.context = {
      requestId,
      language: pickLanguage(req.headers['accept-language']),
      // made on first use: most requests log nothing, and a pino child per request is garbage
      get logger() {
        child ??= logger.child({ requestId });
        return child;
      },
    };
    next();
  };
}
