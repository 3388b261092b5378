import type { RefObject } from 'react';
import { useMeasuredFit } from './use-measured-fit';

/**
 * How many items of a row fit its box, the rest going into a "more" button (the header menu).
 * The hidden copy (`measure`) holds one child per item, then the more button last.
 */
export function useFittingCount(
  box: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  items: unknown,
  itemCount: number,
): number {
  return useMeasuredFit(box, measure, items, itemCount, fittingCount);
}

function fittingCount(measured: number[], available: number): number {
  const widths = [...measured];
  const moreWidth = widths.pop() ?? 40;
  let used = 0;
  let count = 0;
  for (const [index, width] of widths.entries()) {
    const last = index === widths.length - 1;
    if (used + width + (last ? 0 : moreWidth) > available) break;
    used += width;
    count++;
  }
  return count;
}
