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

/**
 * Requests per second of each way with `concurrency` requests always in flight (a closed loop:
 * each of `concurrency` callers starts its next request when its last one answers). The ways
 * take turns in `rounds` rounds of `requests` requests each, and each way's figure is the
 * median of its rounds, so a burst of another process's load hits every way alike.
 */
export async function throughputAlternately(
  works: (() => Promise<unknown>)[],
  options: { concurrency: number; requests: number; rounds: number },
): Promise<{ perSecond: number; cpuMicrosPerRequest: number }[]> {
  const perRound = works.map(() => [] as number[]);
  const cpuPerRound = works.map(() => [] as number[]);
  for (let round = 0; round < options.rounds; round++) {
    for (const [w, work] of works.entries()) {
      let started = 0;
      const caller = async () => {
        while (started < options.requests) {
          started++;
          await work();
        }
      };
      const begin = performance.now();
      const cpu = process.cpuUsage();
      await Promise.all(Array.from({ length: options.concurrency }, caller));
      perRound[w]?.push((options.requests / (performance.now() - begin)) * 1000);
      const used = process.cpuUsage(cpu);
      cpuPerRound[w]?.push((used.user + used.system) / options.requests);
    }
  }
  const middle = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  // CPU time of this process per request: what the machine's other load cannot inflate much
  return perRound.map((values, w) => ({
    perSecond: middle(values),
    cpuMicrosPerRequest: middle(cpuPerRound[w] ?? []),
  }));
}
