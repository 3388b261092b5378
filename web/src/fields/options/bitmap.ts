/**
 * An Integer MultiSelect is a 32-bit bitmap: option value v is bit position v (0..31), so
 * "options 0 and 3 chosen" is 0b1001 = 9. The column is a signed 32-bit integer, hence `| 0`:
 * bit 31 makes a negative number, which is still the right bit pattern.
 */
export const bitmapBits = 32;

function validBit(bit: number): boolean {
  return Number.isInteger(bit) && bit >= 0 && bit < bitmapBits;
}

export function bitmapHas(mask: unknown, bit: number): boolean {
  return typeof mask === 'number' && validBit(bit) && (mask & (1 << bit)) !== 0;
}

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
