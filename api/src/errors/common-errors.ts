import { maxUploadBytes } from '../contract/stored-file.js';
import { AppError } from './app-error.js';

/**
 * The coded errors most routes answer with, built one way everywhere (query/query-errors.ts is
 * the query compiler's flavour, with paths into the query). Names a client sent are cut to 80
 * characters before they go back into a message.
 */

const withCause = (cause: unknown) => (cause === undefined ? undefined : { cause });

/** A value the client sent that does not fit: `field` says where, `reason` is short English. */
export function invalidField(field: string, reason: string): AppError {
  return validationError({ field, reason }, { field });
}

/**
 * ERR_VALIDATION where the message and the details differ from invalidField's: the message
 * names `params.field` (a label, say) and its reason's own params (`min`), details are the
 * client's as given (none, a label, a path into a query).
 */
export function validationError(
  params: { field: string; reason: string } & Record<string, string | number>,
  details: Record<string, unknown> = {},
  cause?: unknown,
): AppError {
  return new AppError('ERR_VALIDATION', params, details, withCause(cause));
}

/**
 * What the user may not do; details name the object, operation, field or record concerned, and
 * a `reason` among them is also the message's (ERR_FORBIDDEN_reason names it).
 */
export function forbidden(details?: {
  object?: string;
  operation?: string;
  field?: string;
  id?: string;
  reason?: string;
}): AppError {
  const reason = details?.reason;
  return new AppError('ERR_FORBIDDEN', reason === undefined ? {} : { reason }, details);
}

/** Something that is already there (an object, a property, an email, a restored record): details say what. */
export function duplicate(details?: Record<string, unknown>): AppError {
  return new AppError('ERR_DUPLICATE', {}, details);
}

/** A lookup to a record that is not there, or a record still looked up: details say which. */
export function referenceBroken(details?: Record<string, unknown>): AppError {
  return new AppError('ERR_REFERENCE', {}, details);
}

/**
 * A unique (ERR_DUPLICATE) or foreign key (ERR_REFERENCE) constraint PostgreSQL refused a write
 * for: the column, when PostgreSQL names it, goes into the message and the details.
 */
export function constraintRefused(
  code: 'ERR_DUPLICATE' | 'ERR_REFERENCE',
  field: string | undefined,
  cause: unknown,
): AppError {
  const named: Record<string, string> = field ? { field } : {};
  return new AppError(code, named, named, { cause });
}

/** A name metadata may not use (a base column's, one already mapped): `reason` says why. */
export function nameInvalid(name: string, reason: string, details: Record<string, unknown>): AppError {
  return new AppError('ERR_NAME_INVALID', { name, reason }, details);
}

/** A metadata change the object cannot take (a system object, a link table, a new type). */
export function metadataInvalid(reason: string, object: string): AppError {
  return new AppError('ERR_METADATA_INVALID', { reason }, { object });
}

/** The database cannot be reached (the handler logs it): the client tries again later. */
export function databaseUnavailable(cause?: unknown): AppError {
  return new AppError('ERR_DB_UNAVAILABLE', {}, {}, withCause(cause));
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

/** A stored file (an upload, a file field's value) that is not there, or not the caller's to see. */
export function fileNotFound(): AppError {
  return new AppError('ERR_FILE_NOT_FOUND');
}

/** An upload with no bytes. */
export function fileEmpty(): AppError {
  return new AppError('ERR_FILE_EMPTY');
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
  return new AppError('ERR_OAUTH_FAILED', {}, {}, withCause(cause));
}

/** A magic link that is unknown, used, expired or for someone else: one answer for all of them. */
export function magicLinkBroken(): AppError {
  return new AppError('ERR_MAGIC_BROKEN');
}

/** An organisation name that is taken. */
export function organizationExists(name: string, cause?: unknown): AppError {
  return new AppError('ERR_ORG_EXISTS', { name }, {}, withCause(cause));
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
