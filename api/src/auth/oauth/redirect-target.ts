import { tenantOrigin } from '../../config/tenant-origin.js';
import { AppError } from '../../errors/app-error.js';
import { redirectNotAllowed } from '../../errors/common-errors.js';
import { type OAuthEnv, platformOrigin } from './oauth-env.js';

/** The page that tells the opener to close the popup and refresh (spec 000 section 2). */
export const defaultRedirectPath = '/popupLogin';
const maximumLength = 2048;

/**
 * Where the browser goes after a provider sign-in: only ever the organisation's own origin,
 * built from configuration (never from Host or X-Forwarded-Host). A relative path is resolved
 * against that origin; `//host`, `/\host`, other hosts, other schemes (javascript:, data:),
 * credentials in the URL and control characters are refused with ERR_REDIRECT_NOT_ALLOWED.
 * `origin`, when the client sends it, must be one of Strata's own origins; it is only checked,
 * never used to build the target.
 */
export function redirectTarget(
  env: OAuthEnv,
  organization: string,
  redirectUrl: string | undefined,
  origin: string | undefined,
): string {
  const allowed = tenantOrigin(env, organization);
  if (origin !== undefined && origin !== '' && !isOwnOrigin(env, allowed, origin)) refuse();
  const value = redirectUrl === undefined || redirectUrl === '' ? defaultRedirectPath : redirectUrl;
  if (value.length > maximumLength || hasUnsafeCharacter(value)) refuse();
  let target: URL;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) refuse();
    target = new URL(value, allowed);
  } else {
    target = parseAbsolute(value);
  }
  if (target.origin !== allowed || target.username !== '' || target.password !== '') refuse();
  target.hash = '';
  return target.href;
}

/** Control characters (browsers strip some, e.g. tabs, before parsing) and backslashes (read as `/`). */
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\') return true;
  }
  return false;
}

function isOwnOrigin(env: OAuthEnv, tenant: string, origin: string): boolean {
  if (origin.length > 300) return false;
  try {
    const parsed = new URL(origin);
    if (parsed.href !== `${parsed.origin}/`) return false; // an origin has no path, query or user
    return parsed.origin === tenant || parsed.origin === platformOrigin(env);
  } catch {
    return false;
  }
}

function parseAbsolute(value: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse();
    return url;
  } catch (error) {
    if (error instanceof AppError) throw error;
    return refuse();
  }
}

function refuse(): never {
  throw redirectNotAllowed();
}
