import { AppError } from '../../errors/app-error.js';
import type { Logger } from '../../logging/logger.js';
import { microsoftFailed } from './microsoft-errors.js';

/**
 * A Graph call's failure as one coded error: a missing item is ERR_MICROSOFT_ITEM_NOT_FOUND, a
 * name already taken ERR_MICROSOFT_NAME_TAKEN, anything else (after the bounded retries)
 * ERR_MICROSOFT_FAILED. Every failure with a status of 400 or more is logged with Graph's
 * message (spec 001 section 7); Graph's own text never reaches the user.
 */
export function graphFailure(error: unknown, logger: Logger, call: string): AppError {
  if (error instanceof AppError) return error;
  const { statusCode, code, message } = error as {
    statusCode?: number;
    code?: string | null;
    message?: string;
  };
  logger.warn({ call, status: statusCode, code, message }, 'Microsoft Graph call failed');
  if (statusCode === 404) return new AppError('ERR_MICROSOFT_ITEM_NOT_FOUND');
  if (statusCode === 409 && code === 'nameAlreadyExists') return new AppError('ERR_MICROSOFT_NAME_TAKEN');
  return microsoftFailed(error);
}

/** Whether a Graph error is a 404 (a folder that does not exist lists as null, not an error). */
export function isGraphNotFound(error: unknown): boolean {
  return (error as { statusCode?: unknown }).statusCode === 404;
}
