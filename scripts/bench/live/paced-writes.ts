/**
 * Writes at a steady rate (open loop: a write is due every 1000/rate ms whether or not the
 * earlier ones have answered, up to `maxInFlight` at once), so a slow answer shows as a lower
 * achieved rate rather than a silently lighter load.
 */
export async function pacedWrites(
  write: (n: number) => Promise<unknown>,
  options: { perSecond: number; seconds: number; maxInFlight: number },
): Promise<{ done: number; failed: number; perSecond: number; skipped: number; firstError?: string }> {
  const total = Math.round(options.perSecond * options.seconds);
  const started = performance.now();
  let issued = 0;
  let done = 0;
  let failed = 0;
  let skipped = 0;
  let inFlight = 0;
  let firstError: string | undefined;
  const running = new Set<Promise<void>>();
  while (issued + skipped < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * options.perSecond) + 1);
    while (issued + skipped < due) {
      if (inFlight >= options.maxInFlight) {
        skipped++;
        continue;
      }
      const n = issued++;
      inFlight++;
      const p = write(n).then(
        () => {
          done++;
        },
        (error: unknown) => {
          failed++;
          firstError ??= String(error).slice(0, 200);
        },
      );
      const tracked = p.finally(() => {
        inFlight--;
        running.delete(tracked);
      });
      running.add(tracked);
    }
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(running);
  const seconds = (performance.now() - started) / 1000;
  return { done, failed, skipped, perSecond: done / seconds, ...(firstError ? { firstError } : {}) };
}
