/**
 * The user's setting that shows the installed app's offline menu items (Go Offline / Go Online,
 * Sync) in a browser tab too. It belongs to this device and browser, like the theme: offline
 * data is kept per device, so a choice made on one machine means nothing on another.
 */
const storageKey = 'strata.offline.inBrowser';
const listeners = new Set<() => void>();

export function offlineInBrowser(): boolean {
  try {
    return localStorage.getItem(storageKey) === '1';
  } catch {
    return false;
  }
}

export function setOfflineInBrowser(on: boolean): void {
  try {
    if (on) localStorage.setItem(storageKey, '1');
    else localStorage.removeItem(storageKey);
  } catch {
    // storage refused (private mode): the setting lasts for this page only
  }
  for (const listener of listeners) listener();
}

export function subscribeOfflineSetting(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
