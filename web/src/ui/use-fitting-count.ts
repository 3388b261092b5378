import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many items of a row fit its box, the rest going into a "more" button (title-bar commands,
 * the header menu). The widths come from a hidden copy of the row (`measure`: one child per item,
 * then the more button last), measured again whenever the box resizes or `items` changes.
 */
export function useFittingCount(
  box: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  items: unknown,
  itemCount: number,
  gap = 4,
): number {
  const [visibleCount, setVisibleCount] = useState(itemCount);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new items change the widths to measure
  useLayoutEffect(() => {
    const row = box.current;
    const copy = measure.current;
    if (!row || !copy) return;
    const fit = () => {
      const widths = [...copy.children].map((child) => (child as HTMLElement).offsetWidth + gap);
      const moreWidth = widths.pop() ?? 40;
      const available = row.clientWidth;
      let used = 0;
      let count = 0;
      for (const [index, width] of widths.entries()) {
        const last = index === widths.length - 1;
        if (used + width + (last ? 0 : moreWidth) > available) break;
        used += width;
        count++;
      }
      setVisibleCount(count);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    return () => observer.disconnect();
  }, [items]);
  return visibleCount;
}
