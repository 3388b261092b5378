import { Router } from 'express';
import { z } from 'zod';
import { runTransaction } from '../db/transaction.js';
import type { DatabasePool } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { message } from '../i18n/server-i18n.js';
import type { PermissionCache } from '../permissions/permission-cache.js';
import { requireTenant } from '../tenancy/tenant-middleware.js';
import { requireUser } from './authenticate.js';
import { checkNewPassword, setPassword } from './credentials.js';
import { findLoginUser, findLoginUserById, type LoginUser } from './login-user.js';
import { consumeMagicLink, findMagicLink } from './magic/magic-link-store.js';
import { maximumPasswordLength, verifyPassword } from './password-hash.js';
import { clientAddress, rateKey } from './rate-limit/rate-key.js';
import { limits, type RateLimiter } from './rate-limit/rate-limiter.js';
import type { SessionStore } from './session-store.js';
import { startSession } from './start-session.js';

export type PasswordDependencies = {
  pool: DatabasePool;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  permissions: PermissionCache;
};

const mustChangeForm = z.object({
  username: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(maximumPasswordLength),
  newPassword: z.unknown(),
});
const changeForm = z.object({
  oldPassword: z.string().max(maximumPasswordLength).optional(),
  newPassword: z.unknown(),
  userId: z.string().uuid().optional(),
});

/**
 * POST /api/mustchangepassword (username, password, organization, newPassword): `password` is
 * either the secret of a magic link that asks for a new password, or the current password of
 * a user who must change it. Sets the password, ends every other session of the user and
 * signs in. POST /api/changepassword (signed in; oldPassword, newPassword, userId): your own
 * password with the old one, or, for an administrator, anyone's; answers 'Password Changed'.
 */
export function passwordRoutes(deps: PasswordDependencies): Router {
  const router = Router();

  router.post('/api/mustchangepassword', requireTenant(), async (req, res, next) => {
    try {
      const tenant = req.context.tenant;
      const form = mustChangeForm.safeParse(req.body);
      if (!tenant || !form.success) throw new AppError('ERR_LOGIN_FAILED');
      const newPassword = checkNewPassword(form.data.newPassword);
      const user = await findLoginUser(deps.pool, tenant, form.data.username);
      if (!user || user.isdisabled) throw new AppError('ERR_LOGIN_FAILED');

      const link = await findMagicLink(deps.pool, tenant.id, form.data.password);
      if (link && link.user_id === user.id) {
        if (link.used || link.superseded) throw new AppError('ERR_MAGIC_BROKEN');
        if (link.expired) throw new AppError('ERR_MAGIC_TIMEOUT', {}, { reason: link.reason });
        await runTransaction(deps.pool, async (trx) => {
          if (!(await consumeMagicLink(trx, link.id))) throw new AppError('ERR_MAGIC_BROKEN');
          await setPassword(trx, tenant.id, user.id, newPassword);
        });
      } else {
        await checkCurrentPassword(deps, tenant.id, user, form.data.password, clientAddress(req.ip));
        await setPassword(deps.pool, tenant.id, user.id, newPassword);
      }
      await deps.sessions.endUserSessions(tenant.id, user.id);
      await startSession(req, res, deps.sessions, tenant.id, user.id);
      res.json({
        ok: true,
        message: message('passwordChanged', req.context.language),
        ret: link?.return_url ?? null,
      });
    } catch (error) {
      next(error);
    }
  });

  router.post('/api/changepassword', requireUser(), async (req, res, next) => {
    try {
      const { tenant, principal } = req.context;
      const form = changeForm.safeParse(req.body);
      if (!tenant || !principal) throw new AppError('ERR_UNAUTHORIZED');
      if (!form.success) {
        // name the field that is wrong: userId must be an id, the passwords strings of at most 256
        const field = String(form.error.issues[0]?.path[0] ?? 'body');
        throw new AppError(
          'ERR_VALIDATION',
          { field, reason: field === 'userId' ? 'uuid' : 'value' },
          { field },
        );
      }
      const newPassword = checkNewPassword(form.data.newPassword);
      const targetId = form.data.userId ?? principal.userId;
      const self = targetId === principal.userId;
      const target = await findLoginUserById(deps.pool, tenant, targetId);
      if (!target) throw new AppError('ERR_RECORD_NOT_FOUND');
      if (self) {
        if (target.password_hash) {
          await checkCurrentPassword(
            deps,
            tenant.id,
            target,
            form.data.oldPassword ?? '',
            clientAddress(req.ip),
            'ERR_PASSWORD_WRONG',
          );
        }
      } else if (!(await deps.permissions.get(tenant, principal.userId)).isAdmin) {
        throw new AppError('ERR_FORBIDDEN');
      }
      await setPassword(deps.pool, tenant.id, targetId, newPassword);
      await deps.sessions.endUserSessions(tenant.id, targetId, self ? principal.sessionId : undefined);
      res.type('text/plain').send(message('passwordChanged', req.context.language));
    } catch (error) {
      next(error);
    }
  });
  return router;
}

/** The user's current password, under the same failure limit as sign-in. */
async function checkCurrentPassword(
  deps: PasswordDependencies,
  tenantId: string,
  user: LoginUser,
  password: string,
  address: string,
  failure: 'ERR_LOGIN_FAILED' | 'ERR_PASSWORD_WRONG' = 'ERR_LOGIN_FAILED',
): Promise<void> {
  const key = rateKey('login', tenantId, user.emailaddress ?? user.id, address);
  if (!(await deps.rateLimiter.peek(key, limits.loginFailuresPerAccountAndIp)).allowed) {
    throw new AppError('ERR_RATE_LIMITED');
  }
  if (!user.password_hash || !(await verifyPassword(user.password_hash, password))) {
    await deps.rateLimiter.hit(key, limits.loginFailuresPerAccountAndIp);
    throw new AppError(failure);
  }
  await deps.rateLimiter.reset(key);
}
