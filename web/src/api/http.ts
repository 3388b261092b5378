import { type ErrorBody, type ErrorCode, isErrorCode } from '@strata/api/contract/error-codes';
import i18next from 'i18next';
import { readAccessToken } from './access-token';
import { viewAsRoleHeader, viewedRole } from './view-as-role';

/**
 * Codes only the client gives: no answer at all (a network error), an answer without
 * Strata's error body (a proxy's 502, say), or what the offline cache cannot answer (issue 27).
 */
export type ClientErrorCode = 'ERR_UNKNOWN' | 'ERR_SERVER' | 'ERR_OFFLINE';

/** An API answer that was not OK, with the server's code, (translated) message and details. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Fired on window whenever an answer says the session is gone (spec 000 section 8). */
export const unauthorizedEvent = 'strata:unauthorized';

/**
 * Spec 000 section 8: a 401, or the status text NOT AUTHORIZED, means the session is gone,
 * whoever answered: the API (401 ERR_UNAUTHORIZED), or a proxy or gateway in front of it that
 * sends no Strata body. Waiting for Strata's code left a user behind such a proxy without the
 * logged-out popup, meeting failing saves with unsaved work on the page.
 */
function sessionGone(status: number, statusText: string): boolean {
  return status === 401 || statusText === 'NOT AUTHORIZED';
}

/**
 * Whether an error is an answer saying the session is gone (ERR_UNAUTHORIZED, which a 401
 * without Strata's body gets too): the logged-out popup (public/LoggedOutPopup.tsx) tells the
 * user, so what loads by itself (a list's rows) need not say it again.
 */
export function endedSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.code === 'ERR_UNAUTHORIZED');
}

/**
 * The ApiError of a non-OK answer, with the server's code and message when it sent Strata's
 * error body; an answer saying the session is gone also raises the logged-out popup, unless the
 * caller expects such answers (`quietUnauthorized`: the sign-in pages). apiRequest's and the
 * uploads' (cloud-files/upload-with-progress.ts) alike.
 */
export function failedAnswer(
  answer: { status: number; statusText: string; body: unknown },
  quietUnauthorized = false,
): ApiError {
  const { status, statusText } = answer;
  const error = (
    typeof answer.body === 'object' && answer.body !== null ? answer.body : {}
  ) as Partial<ErrorBody>;
  const gone = sessionGone(status, statusText);
  const code = isErrorCode(error.code) ? error.code : gone ? 'ERR_UNAUTHORIZED' : 'ERR_SERVER';
  if (gone && !quietUnauthorized) window.dispatchEvent(new Event(unauthorizedEvent));
  return new ApiError(
    status,
    code,
    // a reply without our error body (a proxy's 502, say): spec 000 section 8's 'Server Error: {text}'
    error.message ?? i18next.t('MsgServerError', { text: statusText || String(status) }),
    (error as { details?: Record<string, unknown> }).details,
  );
}

/** Fired on window whenever a call that needs a session succeeds again. */
export const authorizedEvent = 'strata:authorized';
/** The shell refreshes the user context (metadata) on this window event (session/metadata-upkeep.ts). */
export const refreshMetadataEvent = 'strata:refresh-metadata';

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A JSON body. */
  json?: unknown;
  /** A form body (application/x-www-form-urlencoded), as the sign-in calls of spec 000 section 7 use. */
  form?: Record<string, string | undefined>;
  /** A raw body (a file upload), sent as application/octet-stream. */
  raw?: Blob;
  /** Extra request headers (an upload's X-File-Name). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sign-in pages expect 401s and must not raise the logged-out popup. */
  quietUnauthorized?: boolean;
};

export type ApiResponse<T> = { status: number; body: T; headers: Headers };

function formBody(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
  return body;
}

/**
 * Every call to the API goes through here: the access token and language ride along, JSON
 * and text answers are read, and a non-OK answer becomes an ApiError with the server's code.
 * An answer saying the session is gone tells the shell (failedAnswer).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': i18next.language || 'en',
  };
  const token = readAccessToken();
  if (token) headers['access-token'] = token;
  const viewing = viewedRole();
  if (viewing) headers[viewAsRoleHeader] = viewing.roleId;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = formBody(options.form);
  } else if (options.raw) {
    headers['Content-Type'] = 'application/octet-stream';
    body = options.raw;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body: body ?? null,
      signal: options.signal ?? null,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'ERR_UNKNOWN', i18next.t('networkError'));
  }
  const text = await response.text();
  const parsed = parseBody(text, response.headers.get('content-type'));
  if (!response.ok) {
    throw failedAnswer(
      { status: response.status, statusText: response.statusText, body: parsed },
      options.quietUnauthorized,
    );
  }
  if (isHtmlPage(text, response.headers.get('content-type'))) {
    // no API route answers HTML: an HTML page where JSON was expected ('Unexpected token <') is
    // the app's index page or a proxy's, for a path this client's metadata should not know.
    // Spec 000 section 8: refresh the metadata rather than hand the page to the caller.
    window.dispatchEvent(new Event(refreshMetadataEvent));
    throw new ApiError(
      response.status,
      'ERR_SERVER',
      i18next.t('MsgServerError', { text: response.statusText || String(response.status) }),
    );
  }
  if (token) window.dispatchEvent(new Event(authorizedEvent));
  return { status: response.status, body: parsed as T, headers: response.headers };
}

function isHtmlPage(text: string, contentType: string | null): boolean {
  return Boolean(contentType?.includes('text/html')) && text.trimStart().startsWith('<');
}

function parseBody(text: string, contentType: string | null): unknown {
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** GETs JSON; the SWR fetcher of the app. */
export async function getJson<T>(path: string): Promise<T> {
  return (await apiRequest<T>(path)).body;
}
