import { describe, expect, it } from 'vitest';
import { inBatches } from './batches.js';

describe('inBatches', () => {
  it('splits in order into batches of at most the size', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([1, 2], 5)).toEqual([[1, 2]]);
    expect(inBatches([], 100)).toEqual([]);
  });

  it('refuses a size that would never end', () => {
    expect(() => inBatches([1], 0)).toThrow(RangeError);
    expect(() => inBatches([1], 1.5)).toThrow(RangeError);
  });
});
