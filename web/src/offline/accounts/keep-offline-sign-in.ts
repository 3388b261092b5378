import i18next from 'i18next';
import { reportError } from '../../diagnostics/error-reporting';
import { choose, promptText } from '../../ui/prompts';
import { offlineFeaturesOn } from '../offline-features';
import { accountKey } from './accounts-db';
import { rememberOfflineAccount } from './offline-account';
import { currentOfflineSession, keepOfflineSession } from './offline-session';

/**
 * After a password change elsewhere, the cache's unsynced writes are locked by the previous
 * password: the user is asked for it (or chooses to discard them), never silently wiped.
 */
async function askPreviousPassword(pending: number, wrong: boolean): Promise<string | null> {
  const message = i18next.t('offline.previousPasswordIntro', { count: pending });
  for (;;) {
    const answer = await promptText({
      title: i18next.t('offline.previousPasswordTitle'),
      message: wrong ? `${i18next.t('offline.wrongPassword')} ${message}` : message,
      label: i18next.t('offline.previousPassword'),
      secret: true,
      okLabel: i18next.t('offline.keepChanges'),
      cancelLabel: i18next.t('offline.discardChanges'),
    });
    if (answer !== null) return answer;
    // Escape or Discard: the changes go only when the user says so once more
    const discard = await choose({
      title: i18next.t('offline.previousPasswordTitle'),
      message: i18next.t('offline.discardConfirm', { count: pending }),
      buttons: [
        { label: i18next.t('ui.cancel'), value: false },
        { label: i18next.t('offline.discardChanges'), value: true, primary: true },
      ],
      cancelValue: false,
    });
    if (discard) return null;
  }
}

/**
 * Called after an online sign-in with a password (the login form, the re-login popup) and after
 * a password change: in the installed app, or a tab with offline mode on, keeps what offline
 * sign-in needs (the offline password hash, the cache's wrapped key, the last organisation and
 * email). A changed password keeps the cache and its queue (the key this tab holds, the
 * `previousPassword` given, or asked for). It never fails the sign-in: without it the app still
 * works online, and the next sign-in tries again.
 */
export async function keepOfflineSignIn(
  organization: string,
  email: string,
  password: string,
  previousPassword?: string,
): Promise<void> {
  if (!offlineFeaturesOn()) return;
  try {
    const held = await currentOfflineSession().catch(() => undefined);
    const same = held && accountKey(held.organization, held.email) === accountKey(organization, email);
    const key = await rememberOfflineAccount(organization, email, password, {
      ...(same ? { heldKey: held.key } : {}),
      ...(previousPassword !== undefined ? { previousPassword } : {}),
      askPreviousPassword,
    });
    await keepOfflineSession({ organization, email, key });
  } catch (error) {
    reportError(error, 'offline sign-in set-up');
  }
}
