import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { FlexibleRateLimiter, windowSeconds } from './flexible-rate-limiter.js';

const limit = { max: 2, windowMs: 60_000 };

describe('the rate limiter over rate-limiter-flexible', () => {
  it('allows the budget, refuses beyond it with the time left, and refunds and resets', async () => {
    const limiter = new FlexibleRateLimiter((options) => new RateLimiterMemory(options));
    expect(await limiter.hit('k', limit)).toMatchObject({ allowed: true, count: 1 });
    expect(await limiter.hit('k', limit)).toMatchObject({ allowed: true, count: 2 });
    const over = await limiter.hit('k', limit);
    expect(over).toMatchObject({ allowed: false, count: 3 });
    expect(over.retryAfterMs).toBeGreaterThan(59_000);
    expect(await limiter.peek('k', limit)).toMatchObject({ allowed: false, count: 3 });
    await limiter.refund('k', limit);
    expect((await limiter.peek('k', limit)).count).toBe(2);
    await limiter.reset('k', limit);
    expect(await limiter.peek('k', limit)).toMatchObject({ allowed: true, count: 0 });
  });

  it('keeps budgets of different sizes apart, one limiter each', async () => {
    const made: number[] = [];
    const limiter = new FlexibleRateLimiter((options) => {
      made.push(options.points);
      return new RateLimiterMemory(options);
    });
    await limiter.hit('a', limit);
    await limiter.hit('b', limit);
    await limiter.hit('c', { max: 7, windowMs: 1_000 });
    expect(made).toEqual([2, 7]);
  });

  it('refuses as unavailable when no store answers', async () => {
    const broken = new RateLimiterMemory({ points: 1, duration: 1 });
    broken.consume = () => Promise.reject(new Error('store down'));
    broken.get = () => Promise.reject(new Error('store down'));
    const limiter = new FlexibleRateLimiter(() => broken);
    expect(await limiter.hit('k', limit)).toMatchObject({ allowed: false, unavailable: true });
    expect(await limiter.peek('k', limit)).toMatchObject({ allowed: false, unavailable: true });
  });

  it('counts windows in whole seconds, at least one', () => {
    expect(windowSeconds({ max: 1, windowMs: 300 })).toBe(1);
    expect(windowSeconds({ max: 1, windowMs: 15 * 60_000 })).toBe(900);
  });
});
