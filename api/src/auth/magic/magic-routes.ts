import { type Request, Router } from 'express';
import { z } from 'zod';
import type { OriginSettings } from '../../config/tenant-origin.js';
import type { DatabasePool } from '../../db/types.js';
import { AppError } from '../../errors/app-error.js';
import { forbidden, invalidField, magicLinkBroken, unauthorized } from '../../errors/common-errors.js';
import type { Logger } from '../../logging/logger.js';
import type { Mailer } from '../../mail/mailer.js';
import type { PermissionCache } from '../../permissions/permission-cache.js';
import { enforceLimit } from '../../rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from '../../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../rate-limit/rate-limiter.js';
import type { SessionStore } from '../../sessions/session-store.js';
import { requireTenant } from '../../tenancy/tenant-middleware.js';
import { findLoginUser, findLoginUserById } from '../login-user.js';
import { startSession } from '../start-session.js';
import { consumeMagicLink, createMagicLink, findMagicLink, magicReasons } from './magic-link-store.js';
import { magicLinkMail } from './magic-mail.js';
import { safeReturnPath } from './return-path.js';

export type MagicDependencies = {
  pool: DatabasePool;
  sessions: SessionStore;
  rateLimiter: RateLimiter;
  permissions: PermissionCache;
  mailer: Mailer;
  env: OriginSettings;
  logger: Logger;
};

const requestForm = z.object({
  username: z.string().trim().min(1).max(320),
  reason: z.enum(magicReasons).optional(),
  ret: z.string().max(500).optional(),
});
const useForm = z.object({
  username: z.string().trim().min(1).max(320),
  secret: z.string().min(1).max(100),
});

/** These reasons are sent by an administrator from a user record (invite, forced change). */
const administratorReasons = new Set(['INVITE', 'ADMIN_CHANGE']);
/** These end on the choose-password screen rather than signing in at once. */
const passwordReasons = new Set(['INVITE', 'USER_FORGOT', 'ADMIN_CHANGE']);

/**
 * POST /api/getmagic: mails a sign-in link (spec 000 sections 4, 7). The answer is the same
 * OK_CHECK_EMAIL whether or not the address belongs to a user, and the mail goes out after the
 * answer, so neither the body nor the timing tells who exists. The mail goes to the address
 * stored for the user, never to the text typed in the form.
 * POST /api/magic: uses a link: a session, or the code saying what the page shows instead.
 */
export function magicRoutes(deps: MagicDependencies): Router {
  const router = Router();

  router.post('/api/getmagic', requireTenant(), async (req, res) => {
    const tenant = req.context.tenant;
    const form = requestForm.safeParse(req.body);
    if (!tenant || !form.success) {
      const field = String(form.error?.issues[0]?.path[0] ?? 'username');
      throw invalidField(field, field === 'username' ? 'email' : 'value');
    }
    const reason = form.data.reason ?? 'LOGIN';
    const returnPath = safeReturnPath(form.data.ret);
    const inviter = administratorReasons.has(reason) ? await requireAdministrator(req, deps) : undefined;
    await enforceLimit(
      deps.rateLimiter,
      rateKey('magic-ip', clientAddress(req.ip)),
      limits.magicLinksPerIp,
      res,
    );
    await enforceLimit(
      deps.rateLimiter,
      rateKey('magic-email', tenant.id, form.data.username),
      limits.magicLinksPerEmail,
      res,
    );

    res.json({ ok: true, code: 'OK_CHECK_EMAIL' });
    void (async () => {
      const user = await findLoginUser(deps.pool, tenant, form.data.username);
      if (!user?.emailaddress || user.isdisabled) return;
      const secret = await createMagicLink(deps.pool, {
        tenantId: tenant.id,
        userId: user.id,
        reason,
        ...(returnPath ? { returnPath } : {}),
      });
      await deps.mailer.send(
        magicLinkMail(deps.env, {
          organization: tenant.name,
          organizationName: tenant.displayName,
          email: user.emailaddress,
          name: user.name ?? user.emailaddress,
          secret,
          reason,
          ...(returnPath ? { returnPath } : {}),
          ...(inviter ? { inviter } : {}),
          language: user.language,
        }),
      );
    })().catch((error: unknown) => deps.logger.error({ err: error }, 'magic link mail failed'));
  });

  router.post('/api/magic', requireTenant(), async (req, res) => {
    const tenant = req.context.tenant;
    const form = useForm.safeParse(req.body);
    if (!tenant || !form.success) throw magicLinkBroken();
    const link = await findMagicLink(deps.pool, tenant.id, form.data.secret);
    const user = link ? await findLoginUserById(deps.pool, tenant, link.user_id) : null;
    const sameUser = user?.emailaddress?.toLowerCase() === form.data.username.toLowerCase();
    if (!link || !user || !sameUser || link.used || link.superseded || user.isdisabled)
      throw magicLinkBroken();
    if (link.expired) throw new AppError('ERR_MAGIC_TIMEOUT', {}, { reason: link.reason });
    if (passwordReasons.has(link.reason) || !user.password_hash || user.must_change) {
      // the link stays valid for POST /api/mustchangepassword, which consumes it
      throw new AppError('ERR_MUST_CHANGE_PWD', {}, { reason: link.reason });
    }
    if (!(await consumeMagicLink(deps.pool, link.id))) throw magicLinkBroken();
    await startSession(req, res, deps.sessions, tenant.id, user.id);
    res.json({ ok: true, ret: link.return_url });
  });
  return router;
}

async function requireAdministrator(req: Request, deps: MagicDependencies): Promise<string> {
  const { tenant, principal } = req.context;
  if (!tenant || !principal) throw unauthorized();
  const permissions = await deps.permissions.get(tenant, principal.userId);
  if (!permissions.isAdmin) throw forbidden();
  const inviter = await findLoginUserById(deps.pool, tenant, principal.userId);
  return inviter?.name ?? inviter?.emailaddress ?? tenant.displayName;
}
