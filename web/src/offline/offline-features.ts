import { isInstalledApp } from './display-mode';
import { offlineInBrowser } from './offline-setting';

/** Whether offline mode is on here: always in the installed app, in a tab by the user's setting. */
export function offlineFeaturesOn(): boolean {
  return isInstalledApp() || offlineInBrowser();
}
