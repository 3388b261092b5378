import { preload } from 'swr';
import { readAccessToken } from '../api/access-token';
import { rememberBlobSas } from '../api/blob-sas';
import { getJson } from '../api/http';
import { type UserContext, userContextKey } from '../api/user-context';
import { isWorkingOffline, offlineLocked } from '../offline/mode/working-offline';

/** GET /api/getusercontext, never from a cache (the timestamp); offline, the one kept at Go Offline. */
export const loadUserContext = () =>
  isWorkingOffline()
    ? import('../offline/mode/offline-data').then((offline) => offline.offlineUserContext())
    : getJson<UserContext>(`${userContextKey}?t=${Date.now()}`).then((context) => {
        // the upload code reads it outside React (api/files-api.ts)
        rememberBlobSas(context.sas);
        return context;
      });

/**
 * The SWR key of this tab's user context, or null when there is none to load yet (no token: the
 * login page; offline chosen but not unlocked: the offline password first). The offline one has
 * a key of its own, so a request that failed for want of a network (a tab opened offline, with
 * another tab's token, before its offline sign-in) is never taken for the offline context.
 */
export function userContextSwrKey(): string | null {
  if (isWorkingOffline()) return `${userContextKey}#offline`;
  return readAccessToken() && !offlineLocked() ? userContextKey : null;
}

/**
 * Starts loading the user context while the shell's chunks load, so the two overlap; the
 * shell's useSWR takes over the request in flight (SWR's preload). Called by main.tsx once the
 * tab's token (from the address, storage or another tab) and language are settled.
 */
export function preloadUserContext(): void {
  // a visitor without a token goes to the login page: nothing to load
  const key = userContextSwrKey();
  if (!key) return;
  void preload(key, loadUserContext).catch(() => {
    // the shell's useSWR gets the same error and handles it (a 401 goes to /login)
  });
}
