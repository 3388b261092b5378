/** Latency figures of repeated runs: p50, p95 (ms) and runs per second. */
export type Timing = { p50: number; p95: number; perSecond: number };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Runs `work` `warmup` times unmeasured, then `runs` times measured, one after another. */
export async function time(work: () => Promise<unknown>, runs: number, warmup: number): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await work();
  const samples: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work();
    samples.push(performance.now() - t);
  }
  const total = performance.now() - started;
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), perSecond: (runs / total) * 1000 };
}
