import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataLimitsFromEnv, gateLimitsFor } from './data-limits.js';
import { BusyError, type GateLimits, StatementGate } from './statement-gate.js';

const limits = (overrides: Partial<GateLimits> = {}): GateLimits => ({
  perTenant: 3,
  perUser: 2,
  maxWaitMs: 1_000,
  maxQueuedPerTenant: 10,
  ...overrides,
});

const a1 = { tenant: 'a', user: '1' };
const a2 = { tenant: 'a', user: '2' };
const a3 = { tenant: 'a', user: '3' };
const b1 = { tenant: 'b', user: '1' };

/** Whether a promise has settled by the time pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('StatementGate', () => {
  it('lets a user run perUser statements at once and queues the next', async () => {
    const gate = new StatementGate(limits());
    await gate.acquire(a1);
    const second = await gate.acquire(a1);
    const third = gate.acquire(a1);
    expect(await settled(third)).toBe(false);
    expect(gate.queuedFor('a')).toBe(1);
    second();
    expect(await settled(third)).toBe(true);
    expect(gate.runningFor('a')).toBe(2);
  });

  it('caps an organisation at perTenant whatever its users, and never holds up another organisation', async () => {
    const gate = new StatementGate(limits());
    await gate.acquire(a1);
    await gate.acquire(a2);
    const third = await gate.acquire(a3);
    const fourth = gate.acquire({ tenant: 'a', user: '4' });
    expect(await settled(fourth)).toBe(false);
    // b has no statement running: it never waits behind a
    expect(await settled(gate.acquire(b1))).toBe(true);
    expect(gate.runningFor('b')).toBe(1);
    third();
    expect(await settled(fourth)).toBe(true);
    expect(gate.runningFor('a')).toBe(3);
  });

  it('keys users by organisation: the same user id in another organisation has its own cap', async () => {
    const gate = new StatementGate(limits({ perUser: 1 }));
    await gate.acquire(a1);
    expect(await settled(gate.acquire(b1))).toBe(true);
  });

  it('lets a later user of the organisation pass a waiter whose own user cap is full', async () => {
    const gate = new StatementGate(limits());
    await gate.acquire(a1);
    await gate.acquire(a1);
    const blocked = gate.acquire(a1);
    expect(await settled(blocked)).toBe(false);
    expect(await settled(gate.acquire(a2))).toBe(true);
  });

  it('admits waiters oldest first', async () => {
    const gate = new StatementGate(limits({ perTenant: 1, perUser: 1 }));
    const first = await gate.acquire(a1);
    const order: string[] = [];
    const second = gate.acquire(a2).then((release) => {
      order.push('a2');
      return release;
    });
    const third = gate.acquire(a3).then((release) => {
      order.push('a3');
      return release;
    });
    first();
    (await second)();
    (await third)();
    expect(order).toEqual(['a2', 'a3']);
    expect(gate.runningFor('a')).toBe(0);
  });

  it('refuses with ERR_BUSY and a Retry-After after the bounded wait, and forgets the waiter', async () => {
    vi.useFakeTimers();
    const gate = new StatementGate(limits({ perTenant: 1, maxWaitMs: 2_500 }));
    const held = await gate.acquire(a1);
    const waiting = gate.acquire(a2);
    const outcome = waiting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_499);
    expect(gate.queuedFor('a')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(BusyError);
    expect(error).toMatchObject({ code: 'ERR_BUSY', retryAfterSeconds: 3 });
    expect(gate.queuedFor('a')).toBe(0);
    held();
    expect(gate.runningFor('a')).toBe(0);
  });

  it('refuses at once when too many of an organisation wait already', async () => {
    const gate = new StatementGate(limits({ perTenant: 1, maxQueuedPerTenant: 1 }));
    await gate.acquire(a1);
    void gate.acquire(a2).catch(() => undefined);
    await expect(gate.acquire(a3)).rejects.toMatchObject({ code: 'ERR_BUSY' });
  });

  it('gives the slot back when the work fails', async () => {
    const gate = new StatementGate(limits({ perTenant: 1 }));
    await expect(
      gate.run(a1, async () => {
        throw new Error('statement failed');
      }),
    ).rejects.toThrow('statement failed');
    expect(gate.runningFor('a')).toBe(0);
    expect(await gate.run(a1, async () => 'next')).toBe('next');
  });

  it('counts a release once however often it is called', async () => {
    const gate = new StatementGate(limits());
    const release = await gate.acquire(a1);
    await gate.acquire(a2);
    release();
    release();
    expect(gate.runningFor('a')).toBe(1);
  });

  it('takes an aborted request out of the queue', async () => {
    const gate = new StatementGate(limits({ perTenant: 1 }));
    const held = await gate.acquire(a1);
    const gone = new AbortController();
    const waiting = gate.acquire(a2, gone.signal);
    gone.abort(new Error('client went away'));
    await expect(waiting).rejects.toThrow('client went away');
    expect(gate.queuedFor('a')).toBe(0);
    held();
    expect(gate.runningFor('a')).toBe(0);
  });
});

describe('gate limits', () => {
  it('give an organisation 40% of the pool and a user half of that', () => {
    expect(gateLimitsFor(10)).toMatchObject({ perTenant: 4, perUser: 3, maxWaitMs: 10_000 });
    expect(gateLimitsFor(25)).toMatchObject({ perTenant: 10, perUser: 8 });
    expect(gateLimitsFor(2)).toMatchObject({ perTenant: 1, perUser: 1 });
  });

  it('take explicit settings, a user never above the organisation', () => {
    expect(gateLimitsFor(10, { perTenant: 6, perUser: 9, maxWaitMs: 100 })).toMatchObject({
      perTenant: 6,
      perUser: 6,
      maxWaitMs: 100,
    });
  });

  it('are read from the environment', () => {
    const limits = dataLimitsFromEnv({
      DATABASE_POOL_SIZE: 20,
      TENANT_STATEMENT_LIMIT: undefined,
      USER_STATEMENT_LIMIT: 3,
      STATEMENT_QUEUE_SECONDS: 2,
      FETCH_MAX_PLAN_COST: 0,
    });
    expect(limits).toMatchObject({
      gate: { perTenant: 8, perUser: 3, maxWaitMs: 2_000 },
      maxPlanCost: 0,
    });
  });
});
