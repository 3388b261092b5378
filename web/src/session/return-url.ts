import type { NavigateFunction } from 'react-router';

/**
 * Where to go after signing in: the returnUrl parameter when it is a path of this site, else
 * `/`. An /api/ path is loaded as a full page (spec 000 section 4, Login), anything else stays
 * in the app. Other origins and `//host` are refused: a link cannot send users elsewhere.
 */
export function safeReturnUrl(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

export function goToReturnUrl(navigate: NavigateFunction, value: string | null | undefined): void {
  const target = safeReturnUrl(value);
  if (target.startsWith('/api/')) window.location.assign(target);
  else navigate(target, { replace: true });
}

/** The current page as a returnUrl for the login page. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const current = `${location.pathname}${location.search}`;
  return current === '/' || current === '/!' || current === '/!/'
    ? '/login'
    : `/login?returnUrl=${encodeURIComponent(current)}`;
}
