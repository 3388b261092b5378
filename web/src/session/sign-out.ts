import { clearAccessToken } from '../api/access-token';
import { logout } from '../api/auth-api';
import { rememberRecordLanguage } from '../i18n/languages';

/**
 * Ends the session on the server, forgets it in every tab, and loads the login page afresh:
 * a full page load leaves nothing of this user's data in memory (cached answers, metadata,
 * drafts) for whoever signs in next on this device.
 */
export async function signOut(): Promise<void> {
  // issue 27: queued offline changes would be wiped: the user may stay and Sync first
  const offline = await import('../offline/accounts/forget-offline-sign-in').catch(() => undefined);
  if (offline && !(await offline.confirmOfflineSignOut())) return;
  await logout().catch(() => undefined);
  // issue 27: signing out wipes this user's offline data from the device
  await offline?.forgetOfflineSignIn().catch(() => undefined);
  clearAccessToken();
  // the next person on this device starts in their own language, not in this user's: the
  // login page goes back to it (useDeviceLanguage)
  rememberRecordLanguage(null);
  window.location.replace('/login');
}
