import type { NextFunction, Request, Response } from 'express';
import type { ErrorBody, ErrorCode } from '../contract/error-codes.js';
import { toAppErrorFromDatabase } from '../db/database-errors.js';
import { AppError, isAppError } from '../errors/app-error.js';
import { payloadTooLarge, validationError } from '../errors/common-errors.js';
import { errorMessage } from '../i18n/error-message.js';
import { httpStatusFor } from './http-status.js';

/**
 * Errors Express itself raises for a client's mistake: the body parsers' (they carry a `type`)
 * and any other with a 4xx `status`, such as a path parameter that is not valid percent-encoding.
 */
function fromExpress(error: unknown): AppError | undefined {
  const { type, status } = (error ?? {}) as { type?: unknown; status?: unknown };
  if (type === 'entity.parse.failed') return new AppError('ERR_BAD_JSON');
  if (type === 'entity.too.large' || type === 'parameters.too.many') return payloadTooLarge();
  if (type === 'encoding.unsupported' || type === 'charset.unsupported' || type === 'request.aborted') {
    return validationError({ field: 'body', reason: 'body' });
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return validationError({ field: 'url', reason: 'url' });
  }
  return undefined;
}

/**
 * The one error handler. Coded errors become `{ok:false, code, message, details}` with their
 * status; anything else is logged with the request id and answered with ERR_INTERNAL, so no
 * stack trace or PostgreSQL text ever reaches a client.
 */
export function errorHandler() {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known = isAppError(error) ? error : (fromExpress(error) ?? toAppErrorFromDatabase(error));
    const context = req.context;
    let code: ErrorCode;
    let params: Record<string, string | number>;
    let details: Record<string, unknown> | undefined;
    if (known) {
      code = known.code;
      params = known.params;
      details = Object.keys(known.details).length > 0 ? known.details : undefined;
      if (code === 'ERR_DB_UNAVAILABLE') context?.logger.error({ err: error }, 'database unavailable');
    } else {
      code = 'ERR_INTERNAL';
      params = { requestId: context?.requestId ?? '-' };
      context?.logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unexpected error');
    }
    if (res.headersSent) return;
    const body: ErrorBody = {
      ok: false,
      code,
      message: errorMessage(code, params, context?.language ?? 'en'),
      ...(details ? { details } : {}),
      ...(context ? { requestId: context.requestId } : {}),
    };
    res.status(httpStatusFor(code)).json(body);
  };
}

/** Unknown /api paths answer a coded 404 instead of the web app. */
export function apiNotFound() {
  return (_req: Request, _res: Response, next: NextFunction) => next(new AppError('ERR_ROUTE_NOT_FOUND'));
}
