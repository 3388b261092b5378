import { requestMagicLink } from './auth-api';
import { apiRequest } from './http';

/** Mails the user a link to choose a password and sign in (POST /api/getmagic, reason INVITE). */
export async function sendInvite(email: string): Promise<void> {
  await requestMagicLink({ username: email, reason: 'INVITE' });
}

/**
 * Mails the user a link to choose a new password (POST /api/getmagic, reason ADMIN_CHANGE, spec
 * 000 section 2): an administrator's request; the user's current password keeps working until
 * they choose one.
 */
export async function sendPasswordChangeLink(email: string): Promise<void> {
  await requestMagicLink({ username: email, reason: 'ADMIN_CHANGE' });
}

/**
 * POST /api/changepassword (spec 000 section 7): one's own with the old password, or, for an
 * administrator, another user's (userId), optionally to be changed at the next sign-in.
 * Answers the server's 'Password Changed'.
 */
export async function changePassword(form: {
  userId?: string;
  oldPassword?: string;
  newPassword: string;
  mustChange?: boolean;
}): Promise<string> {
  const { body } = await apiRequest<string>('/api/changepassword', {
    form: {
      newPassword: form.newPassword,
      userId: form.userId,
      oldPassword: form.oldPassword,
      mustChange: form.mustChange ? 'true' : undefined,
    },
  });
  return typeof body === 'string' ? body : '';
}

/**
 * POST /api/account/email: asks to change one's own sign-in email (the current password and
 * the new address); the link mailed there makes the change (/confirm-email).
 */
export async function requestEmailChange(form: { password: string; email: string }): Promise<void> {
  await apiRequest('/api/account/email', { json: form });
}

/** POST /api/account/email/confirm: the secret of the link; answers the new sign-in email. */
export async function confirmEmailChange(secret: string): Promise<string> {
  const { body } = await apiRequest<{ email: string }>('/api/account/email/confirm', {
    json: { secret },
    quietUnauthorized: true,
  });
  return body.email;
}
