import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * What fits a row's box, worked out from a hidden copy of the row (`measure`: one child per
 * measured piece): `fit` gets the pieces' widths (each with the gap after it) and the room the
 * box has. Measured again whenever the box resizes or `items` changes; a result equal to the
 * last (by `same`) keeps the last, so nothing renders again.
 */
export function useMeasuredFit<T>(
  box: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  items: unknown,
  initial: T,
  fit: (widths: number[], available: number) => T,
  same: (a: T, b: T) => boolean = Object.is,
  gap = 4,
): T {
  const [result, setResult] = useState<T>(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new items change the widths to measure; fit and same are pure
  useLayoutEffect(() => {
    const row = box.current;
    const copy = measure.current;
    if (!row || !copy) return;
    const update = () => {
      const widths = [...copy.children].map((child) => (child as HTMLElement).offsetWidth + gap);
      const next = fit(widths, row.clientWidth);
      setResult((previous) => (same(previous, next) ? previous : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => observer.disconnect();
  }, [items]);
  return result;
}
