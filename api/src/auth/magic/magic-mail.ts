import type { OriginSettings } from '../../config/tenant-origin.js';
import { tenantOrigin } from '../../config/tenant-origin.js';
import { isLanguage } from '../../contract/languages.js';
import { serverI18n } from '../../i18n/server-i18n.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { MagicReason } from './magic-link-store.js';

const templates: Record<MagicReason, string> = {
  LOGIN: 'magic',
  USER_FORGOT: 'forgot',
  INVITE: 'invite',
  ADMIN_CHANGE: 'adminChange',
};

/**
 * The mail carrying a magic link, in the recipient's language. The link is built from the
 * configured tenant origin, never from the request: /magic?o=&u=&q=&reason=&ret=.
 */
export function magicLinkMail(
  settings: OriginSettings,
  mail: {
    organization: string;
    organizationName: string;
    email: string;
    name: string;
    secret: string;
    reason: MagicReason;
    returnPath?: string;
    inviter?: string;
    language?: string | null;
  },
): MailMessage {
  const query = new URLSearchParams({
    o: mail.organization,
    u: mail.email,
    q: mail.secret,
    reason: mail.reason,
  });
  if (mail.returnPath) query.set('ret', mail.returnPath);
  const link = `${tenantOrigin(settings, mail.organization)}/magic?${query.toString()}`;
  const language = isLanguage(mail.language) ? mail.language : 'en';
  const t = serverI18n().getFixedT(language, 'mail');
  const params = { organization: mail.organizationName, name: mail.name, link, inviter: mail.inviter ?? '' };
  const key = templates[mail.reason];
  return { to: mail.email, subject: t(`${key}.subject`, params), text: t(`${key}.body`, params) };
}
