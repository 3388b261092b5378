/** Latency figures of repeated runs: p50, p95 (ms) and runs per second. */
export type Timing = { p50: number; p95: number; perSecond: number };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function summarise(samples: number[]): Timing {
  const total = samples.reduce((sum, sample) => sum + sample, 0);
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    perSecond: (samples.length / total) * 1000,
  };
}

/** Runs `work` `warmup` times unmeasured, then `runs` times measured, one after another. */
export async function time(work: () => Promise<unknown>, runs: number, warmup: number): Promise<Timing> {
  return (await timeAlternately([work], runs, warmup))[0] as Timing;
}

/**
 * Times several ways of doing the same work in turns (a, b, a, b, ...), so whatever drifts on
 * a shared machine during the run (autovacuum, caches, another process) hits each alike.
 */
export async function timeAlternately(
  works: (() => Promise<unknown>)[],
  runs: number,
  warmup: number,
): Promise<Timing[]> {
  for (let i = 0; i < warmup; i++) for (const work of works) await work();
  const samples = works.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [w, work] of works.entries()) {
      const started = performance.now();
      await work();
      samples[w]?.push(performance.now() - started);
    }
  }
  return samples.map(summarise);
}
