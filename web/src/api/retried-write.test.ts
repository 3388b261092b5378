import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http.js';
import { isRetryable, newIdempotencyKey, retriedWrite } from './retried-write.js';

const noWait = { wait: () => Promise.resolve() };
const networkError = () => new ApiError(0, 'ERR_UNKNOWN', 'network');
const unavailable = () => new ApiError(503, 'ERR_DB_UNAVAILABLE', 'down');

describe('retriedWrite', () => {
  it('sends once with a fresh key when the write succeeds', async () => {
    const send = vi.fn(async (key: string) => `id for ${key}`);
    expect(await retriedWrite(send, noWait)).toMatch(/^id for [0-9a-f]{32}$/);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a network error', networkError],
    ['a 503', unavailable],
  ])('retries once with the same key after %s', async (_, failure) => {
    const keys: string[] = [];
    const send = vi.fn(async (key: string) => {
      keys.push(key);
      if (keys.length === 1) throw failure();
      return 'saved';
    });
    expect(await retriedWrite(send, noWait)).toBe('saved');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives up after the second failure, with its error', async () => {
    const second = unavailable();
    const send = vi.fn().mockRejectedValueOnce(networkError()).mockRejectedValueOnce(second);
    await expect(retriedWrite(send, noWait)).rejects.toBe(second);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal, a conflict or an abort', async () => {
    for (const error of [
      new ApiError(400, 'ERR_VALIDATION', 'bad'),
      new ApiError(409, 'ERR_8001', 'stale'),
      new ApiError(500, 'ERR_INTERNAL', 'bug'),
      new DOMException('aborted', 'AbortError'),
    ]) {
      const send = vi.fn().mockRejectedValue(error);
      await expect(retriedWrite(send, noWait)).rejects.toBe(error);
      expect(send).toHaveBeenCalledTimes(1);
    }
  });

  it('waits before the retry', async () => {
    const wait = vi.fn(() => Promise.resolve());
    const send = vi.fn().mockRejectedValueOnce(unavailable()).mockResolvedValueOnce('ok');
    await retriedWrite(send, { wait, retryAfterMs: 250 });
    expect(wait).toHaveBeenCalledWith(250);
  });
});

describe('newIdempotencyKey', () => {
  it('is fresh every time and fits the server rule (printable ASCII, at most 200)', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts only network errors and 503s as retryable', () => {
    expect(isRetryable(networkError())).toBe(true);
    expect(isRetryable(unavailable())).toBe(true);
    expect(isRetryable(new ApiError(502, 'ERR_SERVER', 'proxy'))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
