/** One benchmark figure: our value, the plainest way's value in the same run, and the promise. */
export type BenchResult = {
  name: string;
  unit: string;
  value: number;
  /** The same work done the plainest way (raw SQL on the same server) in the same run. */
  baseline: number;
  /** value / baseline */
  ratio: number;
  /** The ratio we promise (at most); null: a figure kept for reference, with no promise. */
  target: number | null;
  /** Absolute figures and run details, for the note. */
  notes?: string;
};

export type BenchContext = {
  quick: boolean;
  /** Connection string of the server's maintenance database. */
  adminUri: string;
  log: (line: string) => void;
};

export type BenchSuite = { name: string; run: (context: BenchContext) => Promise<BenchResult[]> };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
