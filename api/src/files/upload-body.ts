import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { fileEmpty, fileTooLarge, invalidField } from '../errors/common-errors.js';
import { maxUploadBytes } from './upload-rules.js';

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
    if (declared > maxUploadBytes) return next(fileTooLarge());
    raw(req, res, (error?: unknown) => {
      if ((error as { type?: unknown } | undefined)?.type === 'entity.too.large') return next(fileTooLarge());
      if (error) return next(error);
      if (!Buffer.isBuffer(req.body)) return next(invalidField('body', 'body'));
      if (req.body.length === 0) return next(fileEmpty());
      next();
    });
  };
}
