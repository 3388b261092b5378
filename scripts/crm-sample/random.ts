/** The seeded PRNG: one independent random stream per sample file, plus a checked array lookup. */
import { createHash } from 'node:crypto';

/** mulberry32: small, fast, good enough for demo data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

/** A PRNG seeded from a name, so each file's rows do not depend on the files before it. */
export function rngFor(name: string): Rng {
  const seed = createHash('sha256').update(`crm-sample:${name}`).digest().readUInt32LE(0);
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => at(items, int(0, items.length - 1)),
    chance: (p: number) => next() < p,
  };
}

/** The item at an index that must exist. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} out of range (${items.length})`);
  return item;
}
