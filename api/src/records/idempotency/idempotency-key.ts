import { createHash } from 'node:crypto';
import { invalidField } from '../../errors/common-errors.js';

export const idempotencyHeader = 'Idempotency-Key';

/** 1 to 200 printable ASCII characters (space to tilde): what any client can put in a header. */
const keyPattern = /^[\x20-\x7e]{1,200}$/;

/**
 * The Idempotency-Key a write request names, or undefined when it names none. A key that is
 * empty, too long or holds anything but printable ASCII is ERR_VALIDATION on the header.
 */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!keyPattern.test(header)) {
    throw invalidField(idempotencyHeader, 'idempotencyKey');
  }
  return header;
}

/**
 * What a key is bound to: the route and the body as sent. A retry sends the same bytes, so
 * the same hash; the same key with another body (or on the other route) is a client bug.
 */
export function requestHash(route: string, body: unknown): Buffer {
  return createHash('sha256')
    .update(route)
    .update('\n')
    .update(JSON.stringify(body ?? null))
    .digest();
}
