import { mutate } from 'swr';

/**
 * Forgets every cached answer without refetching: after signing in or out, answers of the
 * previous session (including its 401s) must not decide what the next screen shows. Which
 * organisation a public page belongs to does not depend on the session and stays.
 */
export function resetCache(): Promise<unknown> {
  const sessionBound = (key: unknown) => !(Array.isArray(key) && key[0] === 'organization');
  return mutate(sessionBound, undefined, { revalidate: false });
}
