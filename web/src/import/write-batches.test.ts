import { describe, expect, it } from 'vitest';
import { maxBatchCharacters, sizedBatches } from './write-batches.js';

describe('sizedBatches', () => {
  it('cuts by count when the items are small', () => {
    const batches = sizedBatches(
      Array.from({ length: 1200 }, (_, n) => n),
      500,
      () => 10,
    );
    expect(batches.map((batch) => batch.length)).toEqual([500, 500, 200]);
    expect(batches.flat()).toEqual(Array.from({ length: 1200 }, (_, n) => n));
  });

  it('closes a batch before its JSON passes the limit, and gives an oversized item a batch alone', () => {
    const sizes = [100_000, 150_000, 100_000, 400_000, 10, 10];
    const batches = sizedBatches(sizes, 500, (size) => size);
    expect(batches).toEqual([[100_000, 150_000], [100_000], [400_000], [10, 10]]);
    for (const batch of batches.filter((b) => b.length > 1))
      expect(batch.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(maxBatchCharacters);
  });

  it('refuses a batch size that is not a positive whole number', () => {
    expect(() => sizedBatches([1], 0, () => 1)).toThrow(RangeError);
  });
});
