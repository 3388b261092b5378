/** Splits values into consecutive batches of at most `size` (the last may be shorter). */
export function inBatches<T>(values: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`batch size must be a positive integer: ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < values.length; start += size) batches.push(values.slice(start, start + size));
  return batches;
}
