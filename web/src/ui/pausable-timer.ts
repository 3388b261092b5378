/** A one-shot timer that can be held (while a toast is hovered or focused) and let go again. */
export type PausableTimer = {
  pause(): void;
  resume(): void;
  cancel(): void;
};

/**
 * Calls `done` once `ms` of unpaused time have passed. Pausing keeps what is left; resuming
 * counts that down again, so a toast the user lingered on still gets its full time after.
 */
export function pausableTimer(ms: number, done: () => void, now: () => number = Date.now): PausableTimer {
  let remaining = ms;
  let startedAt = 0;
  let handle: ReturnType<typeof setTimeout> | undefined;
  let finished = false;
  const start = () => {
    if (finished || handle !== undefined) return;
    startedAt = now();
    handle = setTimeout(() => {
      handle = undefined;
      finished = true;
      done();
    }, remaining);
  };
  const stop = () => {
    if (handle === undefined) return;
    clearTimeout(handle);
    handle = undefined;
    remaining = Math.max(0, remaining - (now() - startedAt));
  };
  start();
  return {
    pause: stop,
    resume: start,
    cancel() {
      stop();
      finished = true;
    },
  };
}
