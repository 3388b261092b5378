import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadTimeout, chunkTimeoutMs, withChunkTimeout } from './chunk-timeout.js';
import { preloadable } from './preloadable.js';

const never = () => new Promise<never>(() => undefined);

describe('code-split chunk load timeout (spec 000 section 9: 120 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 120 seconds', () => {
    expect(chunkTimeoutMs).toBe(120_000);
  });

  it('a stalled load is still waiting just before 120 s and fails at 120 s', async () => {
    const outcome = vi.fn();
    withChunkTimeout(never()).then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadTimeout));
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ seconds: 120 }));
  });

  it('a chunk that arrives in time is passed on and leaves no timer behind', async () => {
    await expect(withChunkTimeout(Promise.resolve('module'))).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a preloadable screen's stalled chunk fails at 120 s, and the next visit asks again", async () => {
    const load = vi.fn(never);
    const { preload } = preloadable(load);
    const first = preload();
    const failed = expect(first).rejects.toBeInstanceOf(ChunkLoadTimeout);
    await vi.advanceTimersByTimeAsync(chunkTimeoutMs);
    await failed;
    void preload().catch(() => undefined);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
