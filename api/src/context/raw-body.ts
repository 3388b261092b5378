import type { IncomingMessage } from 'node:http';

type WithRawBody = IncomingMessage & { strataRawBody?: Buffer };

/**
 * express.json's `verify` hook: keeps the request's body bytes as they were parsed. The fetch
 * route keys its compiled-query cache by them (query/compiled-fetch-cache.ts); the buffer lives
 * as long as the request, which holds it anyway.
 */
export function keepRawBody(req: IncomingMessage, _res: unknown, body: Buffer): void {
  (req as WithRawBody).strataRawBody = body;
}

/**
 * The JSON body's exact text with its content type (which names the charset it was decoded
 * with), or undefined when the body was not parsed as JSON.
 */
export function rawJsonBody(req: IncomingMessage): string | undefined {
  const body = (req as WithRawBody).strataRawBody;
  return body === undefined ? undefined : `${req.headers['content-type'] ?? ''}\n${body.toString('latin1')}`;
}
