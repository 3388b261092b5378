import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pausableTimer } from './pausable-timer.js';

describe('pausableTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires once after its time', () => {
    const done = vi.fn();
    pausableTimer(8000, done);
    vi.advanceTimersByTime(7999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not fire while paused, and keeps the time that was left', () => {
    const done = vi.fn();
    const timer = pausableTimer(8000, done);
    vi.advanceTimersByTime(5000);
    timer.pause();
    vi.advanceTimersByTime(60000);
    expect(done).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(2999);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('ignores a second pause or resume, and never fires once cancelled', () => {
    const done = vi.fn();
    const timer = pausableTimer(1000, done);
    timer.resume();
    timer.pause();
    timer.pause();
    timer.resume();
    timer.resume();
    vi.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const other = pausableTimer(1000, cancelled);
    other.cancel();
    other.resume();
    vi.advanceTimersByTime(5000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
