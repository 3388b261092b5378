import { Router } from 'express';
import { sql } from 'slonik';
import { z } from 'zod';
import type { OriginSettings } from '../../config/tenant-origin.js';
import type { DataServices } from '../../context/data-context.js';
import { emailAddressSchema } from '../../contract/email-address.js';
import { runTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors/app-error.js';
import { duplicate, invalidField, magicLinkBroken, unauthorized } from '../../errors/common-errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { maximumPasswordLength } from '../../passwords/password-hash.js';
import { enforceLimit } from '../../rate-limit/enforce-limit.js';
import { clientAddress, rateKey } from '../../rate-limit/rate-key.js';
import { limits, type RateLimiter } from '../../rate-limit/rate-limiter.js';
import { announceChanges } from '../../records/announce-changes.js';
import { AuditBuffer } from '../../records/audit-buffer.js';
import { requireUser } from '../../sessions/authenticate.js';
import { requireTenant } from '../../tenancy/tenant-middleware.js';
import { checkCurrentPassword } from '../current-password.js';
import { findLoginUser, findLoginUserById } from '../login-user.js';
import { confirmNewEmailMail, emailChangeNotice } from './email-change-mail.js';
import { consumeEmailChange, createEmailChange } from './email-change-store.js';

export type EmailChangeDependencies = DataServices & {
  rateLimiter: RateLimiter;
  mailer: Mailer;
  env: OriginSettings;
};

const requestForm = z.object({ password: z.string().max(maximumPasswordLength), email: z.unknown() });
const confirmForm = z.object({ secret: z.string().min(1).max(100) });

/**
 * A user's own sign-in email (issue 35 item 2): the email is what passwords, magic links and
 * provider sign-ins are matched by, so a session alone (a borrowed laptop, a stolen token) must
 * not be enough to move it.
 * - POST /api/account/email {password, email}: the current password (counted like sign-in
 *   failures), then a link to the new address and a notice to the old one; answers
 *   {ok, code: 'OK_CHECK_EMAIL'}. Nothing changes yet.
 * - POST /api/account/email/confirm {secret}: the link's secret, once, within an hour, on the
 *   organisation's own host; sets the email (audited as the user's own change) and tells the
 *   old address. Answers {ok, email}.
 * Another user's email is an administrator's to change in the user's record (privilege-guard.ts).
 */
export function emailChangeRoutes(deps: EmailChangeDependencies): Router {
  const router = Router();

  router.post('/api/account/email', requireUser(), async (req, res) => {
    const { tenant, principal } = req.context;
    if (!tenant || !principal) throw unauthorized();
    const form = requestForm.safeParse(req.body);
    if (!form.success) throw invalidField(String(form.error.issues[0]?.path[0] ?? 'body'), 'value');
    const email = emailAddressSchema.safeParse(form.data.email);
    if (!email.success) throw invalidField('email', 'email');
    await enforceLimit(
      deps.rateLimiter,
      rateKey('email-change', tenant.id, principal.userId),
      limits.emailChangesPerUser,
      res,
    );
    const user = await findLoginUserById(deps.pool, tenant, principal.userId);
    if (!user) throw unauthorized();
    await checkCurrentPassword(
      deps,
      res,
      {
        tenantId: tenant.id,
        name: user.emailaddress ?? user.id,
        address: clientAddress(req.ip),
        hash: user.password_hash,
      },
      form.data.password,
      'ERR_PASSWORD_WRONG',
    );
    const newEmail = email.data;
    if (newEmail === user.emailaddress?.toLowerCase()) throw invalidField('email', 'sameEmail');
    const holder = await findLoginUser(deps.pool, tenant, newEmail);
    if (holder) throw duplicate({ field: 'email' });
    const secret = await createEmailChange(deps.pool, { tenantId: tenant.id, userId: user.id, newEmail });
    const recipient = {
      organization: tenant.name,
      organizationName: tenant.displayName,
      name: user.name ?? user.emailaddress ?? newEmail,
      language: user.language,
    };
    await deps.mailer.send(confirmNewEmailMail(deps.env, { ...recipient, newEmail, secret }));
    if (user.emailaddress) {
      await deps.mailer.send(
        emailChangeNotice('requested', { ...recipient, oldEmail: user.emailaddress, newEmail }),
      );
    }
    res.json({ ok: true, code: 'OK_CHECK_EMAIL' });
  });

  router.post('/api/account/email/confirm', requireTenant(), async (req, res) => {
    const tenant = req.context.tenant;
    if (!tenant) throw new AppError('ERR_ORG_REQUIRED');
    const form = confirmForm.safeParse(req.body);
    await enforceLimit(
      deps.rateLimiter,
      rateKey('email-confirm-ip', clientAddress(req.ip)),
      limits.magicLinksPerIp,
      res,
    );
    if (!form.success) throw magicLinkBroken();
    const metadata = await deps.metadata.get(tenant);
    const changed = await runTransaction(deps.pool, async (trx) => {
      const change = await consumeEmailChange(trx, tenant.id, form.data.secret);
      if (!change) throw magicLinkBroken();
      const user = await findLoginUserById(trx, tenant, change.user_id);
      if (!user || user.isdisabled) throw magicLinkBroken();
      // someone may have taken the address since the link was sent
      const holder = await findLoginUser(trx, tenant, change.new_email);
      if (holder && holder.id !== user.id) throw duplicate({ field: 'email' });
      const table = sql.identifier([tenant.schemaName, 'systemuser']);
      const version = await trx.oneFirst(sql.type(z.object({ versionnumber: z.number() }))`
        UPDATE ${table} SET emailaddress = ${change.new_email}, versionnumber = versionnumber + 1,
               modifiedon = now(), modifiedby = ${user.id}
        WHERE id = ${user.id} RETURNING versionnumber`);
      const audit = new AuditBuffer();
      audit.add({
        logicalname: 'systemuser',
        objectid: user.id,
        operation: 'update',
        name: user.name,
        body: {
          changes: { emailaddress: { old: user.emailaddress, new: change.new_email } },
          versionnumber: version,
        },
      });
      await audit.flush(trx, metadata, user.id);
      return { user, newEmail: change.new_email };
    });
    await announceChanges(deps, tenant, new Set(['systemuser']));
    if (changed.user.emailaddress) {
      await deps.mailer
        .send(
          emailChangeNotice('changed', {
            organization: tenant.name,
            organizationName: tenant.displayName,
            name: changed.user.name ?? changed.newEmail,
            language: changed.user.language,
            oldEmail: changed.user.emailaddress,
            newEmail: changed.newEmail,
          }),
        )
        .catch((error: unknown) => deps.logger.error({ err: error }, 'email change notice failed'));
    }
    res.json({ ok: true, email: changed.newEmail });
  });
  return router;
}
