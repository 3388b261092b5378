import i18next from 'i18next';
import { login } from '../../api/auth-api';
import { ApiError } from '../../api/http';
import { changePassword } from '../../api/user-api';
import { keepOfflineSignIn } from './keep-offline-sign-in';

/** The password Go Offline asks for: the user's own, or a first one for a user who has none. */
export type OfflinePasswordChoice = { kind: 'existing' | 'first'; password: string };

/**
 * Go Offline without an unlocked offline key (a sign-in by magic link or a provider, issue 27):
 * the user's password is checked by the server like a sign-in; a user who never had one sets
 * one (the server asks no old password of a user without any). Then the offline sign-in is
 * kept with it. Failures say what to do instead of the bare "Invalid Username or password".
 */
export async function passwordForOffline(
  organization: string,
  email: string,
  choice: OfflinePasswordChoice,
): Promise<void> {
  try {
    if (choice.kind === 'existing') await login({ organization, username: email, password: choice.password });
    else await changePassword({ newPassword: choice.password });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ERR_LOGIN_FAILED')
      throw new Error(`${error.message}. ${i18next.t('offline.noPasswordHint')}`);
    if (error instanceof ApiError && error.code === 'ERR_PASSWORD_WRONG')
      throw new Error(i18next.t('offline.hasPassword'));
    throw error;
  }
  await keepOfflineSignIn(organization, email, choice.password);
}
