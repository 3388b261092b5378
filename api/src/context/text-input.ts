import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { findUnsafeText, isSafeText, unsafeTextReason } from '../contract/safe-text.js';
import { invalidField } from '../errors/common-errors.js';

/**
 * The text rule (contract/safe-text.ts: no NUL, no lone surrogate) for everything a request
 * brings, before any route reads it: a route cannot forget it, whatever its schema says. Bodies
 * are parsed only through jsonBody and formBody (the test beside this file keeps express.json
 * and express.urlencoded out of every other module), and requestText runs once at the top of
 * the app for the path and the query string.
 */

type JsonOptions = NonNullable<Parameters<typeof express.json>[0]>;
type FormOptions = NonNullable<Parameters<typeof express.urlencoded>[0]>;

/** ERR_VALIDATION naming where the offending text is: `items.0.name` in a body, a query key, `url`. */
function unsafeAt(path: readonly (string | number)[], fallback: string) {
  const field = path.length === 0 ? fallback : path.join('.');
  return invalidField(field.slice(0, 200), unsafeTextReason);
}

/** Refuses a parsed body with a string (key or value) that breaks the text rule. */
function checkBody(req: Request, next: NextFunction, error?: unknown): void {
  const body: unknown = req.body;
  // raw upload bodies are bytes, not text
  const path = error || body === undefined || Buffer.isBuffer(body) ? undefined : findUnsafeText(body);
  next(error ?? (path ? unsafeAt(path, 'body') : undefined));
}

function checked(parser: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) =>
    parser(req, res, (error?: unknown) => checkBody(req, next, error));
}

/** express.json with the text rule applied to every key and value of the body. */
export function jsonBody(options: JsonOptions): RequestHandler {
  return checked(express.json(options));
}

/** express.urlencoded with the text rule applied to every field of the form. */
export function formBody(options: FormOptions): RequestHandler {
  return checked(express.urlencoded(options));
}

/** The path's decoded segments: each one a route parameter may become. */
function pathIsSafe(path: string): boolean {
  for (const segment of path.split('/')) {
    if (!segment.includes('%')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // not valid percent-encoding or UTF-8: Express's own parameter decoding answers 400
      continue;
    }
    if (!isSafeText(decoded)) return false;
  }
  return true;
}

/**
 * The text rule for the path (every route parameter is a segment of it) and the query string.
 * Mounted once, before every route.
 */
export function requestText(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!pathIsSafe(req.path)) return next(unsafeAt([], 'url'));
    const found = findUnsafeText(req.query);
    next(found ? unsafeAt(found, 'query') : undefined);
  };
}
