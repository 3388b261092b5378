import { accessTokenPattern } from '@strata/api/contract/access-token-format';
import { saveAccessToken } from './access-token';

/**
 * A provider sign-in or a new trial organisation lands here with `#access-token=` in the
 * address (the fragment never reaches a server). The token is kept and taken out of the
 * address before anything else runs, so it stays out of history, bookmarks and referrers.
 */
export function adoptTokenFromAddress(): void {
  const hash = window.location.hash;
  if (!hash.startsWith('#access-token=')) return;
  const token = decodeURIComponent(hash.slice('#access-token='.length));
  if (accessTokenPattern.test(token)) saveAccessToken(token);
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
}
