import { maxUploadBytes } from '../contract/stored-file.js';
import { AppError } from './app-error.js';

/**
 * The coded errors most routes answer with, built one way everywhere (query/query-errors.ts is
 * the query compiler's flavour, with paths into the query). Names a client sent are cut to 80
 * characters before they go back into a message.
 */

/** A value the client sent that does not fit: `field` says where, `reason` is short English. */
export function invalidField(field: string, reason: string): AppError {
  return new AppError('ERR_VALIDATION', { field, reason }, { field });
}

/** What the user may not do; details name the object, operation, field or record concerned. */
export function forbidden(details?: {
  object?: string;
  operation?: string;
  field?: string;
  id?: string;
}): AppError {
  return new AppError('ERR_FORBIDDEN', {}, details);
}

/** An entity the metadata does not know (or the client may not name). */
export function objectNotFound(name: string, details?: Record<string, unknown>): AppError {
  return new AppError('ERR_OBJECT_NOT_FOUND', { name: name.slice(0, 80) }, details);
}

/** A field the entity does not have. */
export function fieldNotFound(name: string, details?: Record<string, unknown>): AppError {
  return new AppError('ERR_FIELD_NOT_FOUND', { name: name.slice(0, 80) }, details);
}

/** A file over the upload limit (ERR_FILE_TOO_LARGE with the limit in MB), for `field` when known. */
export function fileTooLarge(field?: string): AppError {
  const maxMb = Math.round(maxUploadBytes / (1024 * 1024));
  return new AppError(
    'ERR_FILE_TOO_LARGE',
    { maxMb },
    { ...(field ? { field } : {}), maxBytes: maxUploadBytes },
  );
}

/** No session, or one that ended: the caller signs in again (401). */
export function unauthorized(): AppError {
  return new AppError('ERR_UNAUTHORIZED');
}

/** A record that is not there, or that the caller may not see: the same answer for both. */
export function recordNotFound(details?: Record<string, unknown>): AppError {
  return new AppError('ERR_RECORD_NOT_FOUND', {}, details);
}

/**
 * A sign-in through an identity provider (or a Microsoft connection) that cannot go on: one
 * answer whatever the step, so nothing tells an attacker which check failed.
 */
export function oauthFailed(cause?: unknown): AppError {
  return new AppError('ERR_OAUTH_FAILED', {}, {}, cause === undefined ? undefined : { cause });
}

/** A magic link that is unknown, used, expired or for someone else: one answer for all of them. */
export function magicLinkBroken(): AppError {
  return new AppError('ERR_MAGIC_BROKEN');
}

/** An organisation name that is taken. */
export function organizationExists(name: string, cause?: unknown): AppError {
  return new AppError('ERR_ORG_EXISTS', { name }, {}, cause === undefined ? undefined : { cause });
}

/** An organisation the address or the request names that does not exist. */
export function organizationNotFound(name: string): AppError {
  return new AppError('ERR_ORG_NOT_FOUND', { name: name.slice(0, 80) });
}

/** An organisation that is suspended: nobody signs in or works in it until it is resumed. */
export function organizationSuspended(name: string): AppError {
  return new AppError('ERR_ORG_SUSPENDED', { name });
}

/** A write while an administrator views the data as a role (admin/view-as-role.ts). */
export function viewAsReadOnly(): AppError {
  return new AppError('ERR_VIEW_AS_READ_ONLY');
}

/** A wrong email or password: one answer for both, so neither is confirmed to an attacker. */
export function loginFailed(): AppError {
  return new AppError('ERR_LOGIN_FAILED');
}

/** A return address outside the organisation's own site. */
export function redirectNotAllowed(): AppError {
  return new AppError('ERR_REDIRECT_NOT_ALLOWED');
}

/** A sign-up or sign-in puzzle that is missing, used, expired or wrongly solved. */
export function puzzleInvalid(details?: Record<string, unknown>): AppError {
  return new AppError('ERR_PUZZLE_INVALID', {}, details);
}

/** A body over what the route takes. */
export function payloadTooLarge(): AppError {
  return new AppError('ERR_PAYLOAD_TOO_LARGE');
}

/** A file link (a signed upload or download slot) that is unknown, expired or someone else's. */
export function fileLinkInvalid(): AppError {
  return new AppError('ERR_FILE_LINK_INVALID');
}
