import { useSyncExternalStore } from 'react';
import { isInstalledApp, subscribeDisplayMode } from './display-mode';
import { offlineInBrowser, subscribeOfflineSetting } from './offline-setting';

/**
 * Whether the offline features (the profile menu's Go Offline / Go Online and Sync) show: always
 * in the installed app, in a browser tab when the user turned them on.
 */
export function useOfflineFeatures(): { installed: boolean; inBrowser: boolean; shown: boolean } {
  const installed = useSyncExternalStore(subscribeDisplayMode, isInstalledApp);
  const inBrowser = useSyncExternalStore(subscribeOfflineSetting, offlineInBrowser);
  return { installed, inBrowser, shown: installed || inBrowser };
}
