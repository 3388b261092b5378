import { preload } from 'swr';
import { getJson } from '../api/http';
import { readAccessToken } from './access-token';
import { type UserContext, userContextKey } from './user-context';

/** GET /api/getusercontext, never from a cache (the timestamp). */
export const loadUserContext = () => getJson<UserContext>(`${userContextKey}?t=${Date.now()}`);

/**
 * Starts loading the user context while the shell's chunks load, so the two overlap; the
 * shell's useSWR takes over the request in flight (SWR's preload). Called by main.tsx once the
 * tab's token (from the address, storage or another tab) and language are settled.
 */
export function preloadUserContext(): void {
  // a visitor without a token goes to the login page: nothing to load
  if (!readAccessToken()) return;
  void preload(userContextKey, loadUserContext).catch(() => {
    // the shell's useSWR gets the same error and handles it (a 401 goes to /login)
  });
}
