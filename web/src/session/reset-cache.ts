import { mutate } from 'swr';

/**
 * Forgets every cached answer of the previous session (including its 401s) so that none of it
 * decides what the next screen shows; called by the public pages after a sign-in, before they
 * enter the app. Which organisation a public page belongs to does not depend on the session
 * and stays.
 *
 * `revalidate: true` matters: it also drops SWR's deduplication marks. Without it, a hook that
 * mounts within two seconds of the last request for its key (sign out, sign in again at once)
 * finds the old request's mark, skips fetching, and waits forever with no data. Nothing bound
 * to a session is mounted on a public page, so nothing refetches here.
 */
export function resetCache(): Promise<unknown> {
  const sessionBound = (key: unknown) => !(Array.isArray(key) && key[0] === 'organization');
  return mutate(sessionBound, undefined, { revalidate: true });
}
