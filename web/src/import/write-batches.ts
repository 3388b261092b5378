/**
 * The API reads at most 1 MB of JSON per call (api/src/server/create-app.ts). A batch closes
 * once its records' JSON reaches this many characters, whatever its row count, so a file of
 * wide rows never makes a call too large: a UTF-8 character takes at most 3 bytes.
 */
export const maxBatchCharacters = 300_000;

/**
 * Cuts the items into batches of at most `size` items and about `maxCharacters` characters of
 * JSON (`measure` gives an item's); an item larger than that alone still gets a batch of its own.
 */
export function sizedBatches<T>(
  items: readonly T[],
  size: number,
  measure: (item: T) => number,
  maxCharacters = maxBatchCharacters,
): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`batch size must be a positive integer: ${size}`);
  const batches: T[][] = [];
  let current: T[] = [];
  let characters = 0;
  for (const item of items) {
    const length = measure(item);
    if (current.length > 0 && (current.length >= size || characters + length > maxCharacters)) {
      batches.push(current);
      current = [];
      characters = 0;
    }
    current.push(item);
    characters += length;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
