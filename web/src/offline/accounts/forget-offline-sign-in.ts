import i18next from 'i18next';
import { choose } from '../../ui/prompts';
import { setWorkingOffline } from '../mode/working-offline';
import { closeOfflineStore, currentOfflineStore } from '../store/current-store';
import { forgetOfflineAccount } from './offline-account';
import { currentOfflineSession, dropOfflineSession, hasOfflineSession } from './offline-session';

/**
 * Before signing out: offline changes not yet synced would be wiped with the offline data, so
 * the user is told how many and may stay (and Sync first). True when signing out may go on.
 */
export async function confirmOfflineSignOut(): Promise<boolean> {
  if (!hasOfflineSession()) return true;
  const pending = await currentOfflineStore()
    .then((store) => store.queueLength())
    .catch(() => 0);
  if (pending === 0) return true;
  return choose({
    title: i18next.t('offline.signOutTitle'),
    message: i18next.t('offline.signOutPending', { count: pending }),
    buttons: [
      { label: i18next.t('ui.cancel'), value: false },
      { label: i18next.t('offline.signOutAnyway'), value: true, primary: true },
    ],
    cancelValue: false,
  });
}

/**
 * Signing out wipes this tab's account from the device (issue 27): its offline password hash,
 * its wrapped key and its encrypted cache, so nothing of it stays for the next person.
 */
export async function forgetOfflineSignIn(): Promise<void> {
  const session = await currentOfflineSession().catch(() => undefined);
  dropOfflineSession();
  closeOfflineStore();
  setWorkingOffline(false);
  if (session) await forgetOfflineAccount(session.organization, session.email);
}
