import { logout } from '../api/auth-api';
import { rememberRecordLanguage } from '../i18n/languages';
import { clearAccessToken } from './access-token';

/**
 * Ends the session on the server, forgets it in every tab, and loads the login page afresh:
 * a full page load leaves nothing of this user's data in memory (cached answers, metadata,
 * drafts) for whoever signs in next on this device.
 */
export async function signOut(): Promise<void> {
  await logout().catch(() => undefined);
  clearAccessToken();
  // the next person on this device starts in their own language, not in this user's: the
  // login page goes back to it (useDeviceLanguage)
  rememberRecordLanguage(null);
  window.location.replace('/login');
}
