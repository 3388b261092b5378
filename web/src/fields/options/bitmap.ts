import { bitmapBits, bitmapHas, isBitmapBit as validBit } from '@strata/api/contract/query-rules';

/**
 * An Integer MultiSelect is a 32-bit bitmap (see query-rules): "options 0 and 3 chosen" is
 * 0b1001 = 9, and `| 0` keeps results in the column's signed 32-bit range.
 */
export { bitmapBits, bitmapHas };

export function bitmapSet(mask: unknown, bit: number, on: boolean): number {
  const current = typeof mask === 'number' ? mask | 0 : 0;
  if (!validBit(bit)) return current;
  return on ? current | (1 << bit) : current & ~(1 << bit);
}

/** The chosen bit positions, lowest first. */
export function bitmapPositions(mask: unknown): number[] {
  const positions: number[] = [];
  if (typeof mask !== 'number') return positions;
  for (let bit = 0; bit < bitmapBits; bit++) if ((mask & (1 << bit)) !== 0) positions.push(bit);
  return positions;
}
