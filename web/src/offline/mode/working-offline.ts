import { hasOfflineSession } from '../accounts/offline-session';

/**
 * Whether the app works on the offline cache (after Go Offline, until Go Online). The choice
 * outlives the window: a technician who went offline in the morning starts the app offline
 * all day, and signs in with the offline password until they go online again. The data only
 * opens with this tab's unlocked key, so without one the app asks for the password first.
 */
const storageKey = 'strata.offline.working';
const listeners = new Set<() => void>();

/** When the user went offline; undefined while online. */
export function offlineSince(): string | undefined {
  try {
    return localStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

export function offlineChosen(): boolean {
  return offlineSince() !== undefined;
}

export function isWorkingOffline(): boolean {
  return offlineChosen() && hasOfflineSession();
}

export function setWorkingOffline(on: boolean): void {
  try {
    if (on) localStorage.setItem(storageKey, new Date().toISOString());
    else localStorage.removeItem(storageKey);
  } catch {
    // storage refused: offline for this page only
  }
  for (const listener of listeners) listener();
}

export function subscribeWorkingOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Offline was chosen but this tab holds no unlocked key: the app asks for the password first. */
export function offlineLocked(): boolean {
  return offlineChosen() && !hasOfflineSession();
}
