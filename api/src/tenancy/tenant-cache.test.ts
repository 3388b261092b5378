import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabasePool } from '../db/types.js';
import { MemoryEventBus } from '../events/memory-event-bus.js';
import { TenantCache } from './tenant-cache.js';

/** A pool answering every registry read with the current display name, counting the reads. */
function stubPool() {
  const state = { reads: 0, displayName: 'Acme', release: null as (() => void) | null, hold: false };
  const pool = {
    maybeOne: async () => {
      state.reads++;
      const displayName = state.displayName;
      if (state.hold) await new Promise<void>((resolve) => (state.release = resolve));
      return {
        id: 'id-1',
        name: 'acme',
        display_name: displayName,
        schema_name: 'tenant_1',
        status: 'active',
        template: 'crm',
        cluster: 'default',
        moving_to: null,
        created_at: '2026-01-01T00:00:00Z',
      };
    },
  };
  return { pool: pool as unknown as DatabasePool, state };
}

let now = 1_000_000;
afterEach(() => vi.restoreAllMocks());
const at = (ms: number) => {
  now = ms;
};
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('TenantCache', () => {
  it('answers from the cache and reads again in the background in the last quarter of its time', async () => {
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { pool, state } = stubPool();
    const cache = new TenantCache(pool, new MemoryEventBus(), 4_000);
    at(1_000_000);
    expect((await cache.get('acme'))?.displayName).toBe('Acme');
    expect(state.reads).toBe(1);
    // before the last quarter: no read
    at(1_002_500);
    await cache.get('acme');
    expect(state.reads).toBe(1);
    // in the last quarter: the cached answer, and one read behind it
    state.displayName = 'Acme Ltd';
    at(1_003_500);
    expect((await cache.get('acme'))?.displayName).toBe('Acme');
    await cache.get('acme');
    await flush();
    expect(state.reads).toBe(2);
    // the refreshed entry answers, fresh for a whole period from its read
    at(1_006_000);
    expect((await cache.get('acme'))?.displayName).toBe('Acme Ltd');
    expect(state.reads).toBe(2);
  });

  it('reads before answering once an entry is past its time', async () => {
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { pool, state } = stubPool();
    const cache = new TenantCache(pool, new MemoryEventBus(), 4_000);
    at(2_000_000);
    await cache.get('acme');
    state.displayName = 'Renamed';
    at(2_004_001);
    expect((await cache.get('acme'))?.displayName).toBe('Renamed');
    expect(state.reads).toBe(2);
  });

  it('keeps no refresh that a change announced meanwhile made stale', async () => {
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { pool, state } = stubPool();
    const cache = new TenantCache(pool, new MemoryEventBus(), 4_000);
    at(3_000_000);
    await cache.get('acme');
    state.hold = true;
    at(3_003_500);
    await cache.get('acme'); // starts the background read, held
    await flush();
    cache.invalidate('acme');
    state.hold = false;
    state.displayName = 'After the change';
    state.release?.();
    await flush();
    // the held read (started before the change) was not stored: this one reads afresh
    expect((await cache.get('acme'))?.displayName).toBe('After the change');
    expect(state.reads).toBe(3);
  });
});
