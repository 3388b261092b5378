import type { ErrorCode } from '../contract/error-codes.js';

/**
 * The one error type services throw for anything the caller can act on. The error handler turns
 * it into `{ok:false, code, message, details}` with the status from http-status.ts; `params`
 * fill the translated message (locales/xx/errors.json) and are also returned as details.
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details: Record<string, unknown> = {},
    options?: { cause?: unknown },
  ) {
    super(code, options);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
