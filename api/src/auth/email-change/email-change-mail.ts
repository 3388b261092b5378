import { type OriginSettings, tenantOrigin } from '../../config/tenant-origin.js';
import { isLanguage } from '../../contract/languages.js';
import { serverI18n } from '../../i18n/server-i18n.js';
import type { MailMessage } from '../../mail/mailer.js';

type Recipient = {
  organization: string;
  organizationName: string;
  name: string;
  language?: string | null;
};

function translator(language: string | null | undefined) {
  return serverI18n().getFixedT(isLanguage(language) ? language : 'en', 'mail');
}

/** To the new address: the link that confirms it (/confirm-email?q=), built from the configured origin. */
export function confirmNewEmailMail(
  settings: OriginSettings,
  to: Recipient & { newEmail: string; secret: string },
): MailMessage {
  const link = `${tenantOrigin(settings, to.organization)}/confirm-email?${new URLSearchParams({ q: to.secret })}`;
  const t = translator(to.language);
  const params = { organization: to.organizationName, name: to.name, link, email: to.newEmail };
  return {
    to: to.newEmail,
    subject: t('emailConfirm.subject', params),
    text: t('emailConfirm.body', params),
  };
}

/**
 * To the old address, when a change is asked for and when it is done: the owner learns of a
 * change they did not make while the old address still signs them in.
 */
export function emailChangeNotice(
  stage: 'requested' | 'changed',
  to: Recipient & { oldEmail: string; newEmail: string },
): MailMessage {
  const t = translator(to.language);
  const key = stage === 'requested' ? 'emailChangeRequested' : 'emailChanged';
  const params = { organization: to.organizationName, name: to.name, email: to.newEmail };
  return { to: to.oldEmail, subject: t(`${key}.subject`, params), text: t(`${key}.body`, params) };
}
