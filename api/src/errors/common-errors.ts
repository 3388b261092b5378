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
