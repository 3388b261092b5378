import { type RefObject, useEffect, useState } from 'react';

/** Below this width the calendar shows one day at a time (spec 001 section 2). */
export const narrowWidth = 700;

/** Whether the element is narrower than 700 px, following its size as it changes. */
export function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      setNarrow(width > 0 && width < narrowWidth);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
}
