import useSWR from 'swr';
import { checkOrganization } from '../api/auth-api';
import { ApiError } from '../api/http';

const lastOrganizationKey = 'strata.lastOrganization';

export function lastOrganization(): string {
  return localStorage.getItem(lastOrganizationKey) ?? '';
}

export function rememberOrganization(name: string): void {
  if (name) localStorage.setItem(lastOrganizationKey, name.trim().toLowerCase());
}

export type PageOrganization =
  | { state: 'loading' }
  /** Named by the sub-domain or ?org=: the form hides its organisation field. */
  | { state: 'fixed'; name: string; displayName: string }
  /** The bare domain: the user types it (the last one is offered). */
  | { state: 'ask' }
  | { state: 'error'; error: ApiError };

/** Which organisation a public page belongs to (spec 000 section 2, Login page). */
export function usePageOrganization(): PageOrganization {
  const orgParameter = new URLSearchParams(window.location.search).get('org') ?? undefined;
  const { data, error } = useSWR(['organization', orgParameter], () => checkOrganization(orgParameter), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  if (error instanceof ApiError) {
    return error.code === 'ERR_ORG_REQUIRED' ? { state: 'ask' } : { state: 'error', error };
  }
  if (error) return { state: 'ask' };
  if (!data) return { state: 'loading' };
  return { state: 'fixed', name: data.name, displayName: data.displayName };
}
