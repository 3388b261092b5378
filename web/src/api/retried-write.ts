import { ApiError } from './http';

/** The header a write's idempotency key rides in (api/src/records/idempotency). */
export const idempotencyHeader = 'Idempotency-Key';

/**
 * A fresh key for one write: 32 hex digits from the browser's CSPRNG. crypto.getRandomValues,
 * unlike crypto.randomUUID, also exists on plain-http pages (an organisation served without TLS).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The failures after which the write may well have committed, or may succeed when sent again. */
export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status === 503);
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a write with a fresh idempotency key and, on a network error or a 503, once more with
 * the same key: the server answers a write that did commit with its first outcome instead of
 * running it twice (one create answered 503 while PostgreSQL died had committed). Any other
 * failure, or a second one, is the caller's.
 */
export async function retriedWrite<T>(
  send: (key: string) => Promise<T>,
  options: { key?: string; retryAfterMs?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const key = options.key ?? newIdempotencyKey();
  try {
    return await send(key);
  } catch (error) {
    if (!isRetryable(error)) throw error;
    await (options.wait ?? pause)(options.retryAfterMs ?? 1000);
    return send(key);
  }
}
