import { Router } from 'express';
import { z } from 'zod';
import { runTransaction } from '../db/transaction.js';
import type { DatabasePool } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import {
  forbidden,
  invalidField,
  loginFailed,
  magicLinkBroken,
  recordNotFound,
  unauthorized,
} from '../errors/common-errors.js';
import { message } from '../i18n/server-i18n.js';
import { checkNewPassword, setPassword } from '../passwords/credentials.js';
import { maximumPasswordLength } from '../passwords/password-hash.js';
import type { PermissionCache } from '../permissions/permission-cache.js';
import { enforceLimit } from '../rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from '../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../rate-limit/rate-limiter.js';
import { requireUser } from '../sessions/authenticate.js';
import type { SessionStore } from '../sessions/session-store.js';
import { requireTenant } from '../tenancy/tenant-middleware.js';
import { checkCurrentPassword } from './current-password.js';
import { findLoginUser, findLoginUserById } from './login-user.js';
import { consumeMagicLink, findMagicLink } from './magic/magic-link-store.js';
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
  /** An administrator setting another user's password: it must be changed at the next sign-in. */
  mustChange: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});

/**
 * POST /api/mustchangepassword (username, password, organization, newPassword): `password` is
 * either the secret of a magic link that asks for a new password, or the current password of
 * a user who must change it. Sets the password, ends every other session of the user and
 * signs in. POST /api/changepassword (signed in; oldPassword, newPassword, userId, mustChange): your
 * own password with the old one, or, for an administrator, anyone's (optionally to be changed at
 * the next sign-in, which then asks for a new one: ERR_MUST_CHANGE_PWD); answers 'Password Changed'.
 */
export function passwordRoutes(deps: PasswordDependencies): Router {
  const router = Router();

  router.post('/api/mustchangepassword', requireTenant(), async (req, res) => {
    const tenant = req.context.tenant;
    const form = mustChangeForm.safeParse(req.body);
    if (!tenant || !form.success) throw loginFailed();
    const newPassword = checkNewPassword(form.data.newPassword);
    // the same work for every name: the link lookup, the user lookup, and unless the password is
    // this user's link, a counted argon2 check (a decoy one for an unknown name)
    const link = await findMagicLink(deps.pool, tenant.id, form.data.password);
    const found = await findLoginUser(deps.pool, tenant, form.data.username);
    const user = found?.isdisabled ? null : found;
    if (link && user && link.user_id === user.id) {
      if (link.used || link.superseded) throw magicLinkBroken();
      if (link.expired) throw new AppError('ERR_MAGIC_TIMEOUT', {}, { reason: link.reason });
      await runTransaction(deps.pool, async (trx) => {
        if (!(await consumeMagicLink(trx, link.id))) throw magicLinkBroken();
        await setPassword(trx, tenant.id, user.id, newPassword);
      });
    } else {
      await checkCurrentPassword(
        deps,
        res,
        {
          tenantId: tenant.id,
          name: form.data.username,
          address: clientAddress(req.ip),
          hash: user?.password_hash,
        },
        form.data.password,
      );
      if (!user) throw loginFailed();
      await setPassword(deps.pool, tenant.id, user.id, newPassword);
    }
    await deps.sessions.endUserSessions(tenant.id, user.id);
    await startSession(req, res, deps.sessions, tenant.id, user.id);
    res.json({
      ok: true,
      message: message('passwordChanged', req.context.language),
      ret: link?.return_url ?? null,
    });
  });

  router.post('/api/changepassword', requireUser(), async (req, res) => {
    const { tenant, principal } = req.context;
    const form = changeForm.safeParse(req.body);
    if (!tenant || !principal) throw unauthorized();
    if (!form.success) {
      // name the field that is wrong: userId must be an id, the passwords strings of at most 256
      const field = String(form.error.issues[0]?.path[0] ?? 'body');
      throw invalidField(field, field === 'userId' ? 'uuid' : 'value');
    }
    const newPassword = checkNewPassword(form.data.newPassword);
    const targetId = form.data.userId ?? principal.userId;
    const self = targetId === principal.userId;
    const target = await findLoginUserById(deps.pool, tenant, targetId);
    if (!target) throw recordNotFound();
    if (self) {
      if (target.password_hash) {
        await checkCurrentPassword(
          deps,
          res,
          {
            tenantId: tenant.id,
            name: target.emailaddress ?? target.id,
            address: clientAddress(req.ip),
            hash: target.password_hash,
          },
          form.data.oldPassword ?? '',
          'ERR_PASSWORD_WRONG',
        );
      }
    } else {
      if (!(await deps.permissions.get(tenant, principal.userId)).isAdmin) throw forbidden();
      // an administrator's changes count too: a stolen admin session cannot reset everyone at once
      await enforceLimit(
        deps.rateLimiter,
        rateKey('admin-password', tenant.id, principal.userId),
        limits.adminPasswordChangesPerUser,
        res,
      );
    }
    const mustChange = !self && (form.data.mustChange === true || form.data.mustChange === 'true');
    await setPassword(deps.pool, tenant.id, targetId, newPassword, mustChange);
    await deps.sessions.endUserSessions(tenant.id, targetId, self ? principal.sessionId : undefined);
    res.type('text/plain').send(message('passwordChanged', req.context.language));
  });
  return router;
}
