import { Cloud, CloudOff, RefreshCcw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isWorkingOffline, offlineSince, subscribeWorkingOffline } from '../offline/mode/working-offline';
import { setOfflineInBrowser } from '../offline/offline-setting';
import { usePendingCount } from '../offline/queue/pending-count';
import { useOfflineFeatures } from '../offline/use-offline-features';
import { MenuCheckbox, MenuItem, MenuSeparator } from '../ui/Menu';
import { offlineDialog } from './dialogs/offline-dialogs';

/**
 * The profile menu's offline part (spec 000 section 2): Go Offline / Go Online and Sync [status]
 * in the installed app, or in a browser tab when the user turns "Offline mode in this browser"
 * on (the setting is offered in a browser tab only; the installed app always has the items).
 * Go Online and Sync send the queued offline writes first (SendQueueDialog).
 */
export function OfflineMenuItems() {
  const { t, i18n } = useTranslation();
  const { installed, inBrowser, shown } = useOfflineFeatures();
  const working = useSyncExternalStore(subscribeWorkingOffline, isWorkingOffline);
  const pending = usePendingCount(shown && working);
  const since = offlineSince();
  const status =
    pending > 0
      ? t('offline.pending', { count: pending })
      : working && since
        ? t('offline.statusOffline', {
            time: new Date(since).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' }),
          })
        : t('offline.notPrepared');
  return (
    <>
      <MenuSeparator />
      {!installed && (
        <MenuCheckbox checked={inBrowser} onChange={setOfflineInBrowser}>
          {t('offline.showInBrowser')}
        </MenuCheckbox>
      )}
      {shown && !working && (
        <MenuItem onSelect={() => offlineDialog.set({ kind: 'choose' })}>
          <CloudOff size={16} aria-hidden="true" /> {t('offline.goOffline')}
        </MenuItem>
      )}
      {shown && working && (
        <MenuItem onSelect={() => offlineDialog.set({ kind: 'send', goOnline: true })}>
          <Cloud size={16} aria-hidden="true" /> {t('offline.goOnline')}
        </MenuItem>
      )}
      {shown && (
        <MenuItem onSelect={() => offlineDialog.set({ kind: 'send', goOnline: false })} disabled={!working}>
          <RefreshCcw size={16} aria-hidden="true" /> {t('offline.syncStatus', { status })}
        </MenuItem>
      )}
      <MenuSeparator />
    </>
  );
}
