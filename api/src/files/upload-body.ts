import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { AppError } from '../errors/app-error.js';
import { invalidField } from '../errors/common-errors.js';
import { maxUploadBytes } from './upload-rules.js';

const maxMb = Math.round(maxUploadBytes / (1024 * 1024));
const tooLarge = () => new AppError('ERR_FILE_TOO_LARGE', { maxMb }, { maxBytes: maxUploadBytes });

/**
 * Reads an upload's raw body (any content type but JSON and form data, which the API's own
 * parsers take first) into req.body as a Buffer, at most maxUploadBytes. A declared length
 * over the limit is refused before reading; a body that turns out longer is cut off. Either
 * way the answer is ERR_FILE_TOO_LARGE rather than the generic ERR_PAYLOAD_TOO_LARGE.
 */
export function uploadBody(): RequestHandler {
  const raw = express.raw({ type: () => true, limit: maxUploadBytes });
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (declared > maxUploadBytes) return next(tooLarge());
    raw(req, res, (error?: unknown) => {
      if ((error as { type?: unknown } | undefined)?.type === 'entity.too.large') return next(tooLarge());
      if (error) return next(error);
      if (!Buffer.isBuffer(req.body)) return next(invalidField('body', 'body'));
      if (req.body.length === 0) return next(new AppError('ERR_FILE_EMPTY'));
      next();
    });
  };
}
