import { logout } from '../api/auth-api';
import { rememberRecordLanguage } from '../i18n/languages';
import { clearAccessToken } from './access-token';
import { resetCache } from './reset-cache';

/** Ends the session on the server, forgets it in every tab and drops every cached answer. */
export async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  clearAccessToken();
  // the next person on this device starts in their own language, not in this user's: the
  // login page goes back to it (useDeviceLanguage)
  rememberRecordLanguage(null);
  await resetCache();
}
