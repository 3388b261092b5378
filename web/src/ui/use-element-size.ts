import { useCallback, useLayoutEffect, useState } from 'react';

export type ElementSize = { width: number; height: number };

/**
 * The content size of an element, following resizes (a chart fills its dashboard cell and
 * lays out its axis for its width). The ref is a callback, so an element that appears later
 * (after a loading state) is measured too; until then, and for a zero size, `fallback` stands.
 */
export function useElementSize<T extends HTMLElement>(fallback: ElementSize) {
  const [element, setElement] = useState<T | null>(null);
  const [size, setSize] = useState(fallback);
  const ref = useCallback((node: T | null) => setElement(node), []);
  useLayoutEffect(() => {
    if (!element) return;
    const update = (width: number, height: number) =>
      setSize((previous) => {
        const next = {
          width: width > 0 ? Math.floor(width) : previous.width,
          height: height > 0 ? Math.floor(height) : previous.height,
        };
        return next.width === previous.width && next.height === previous.height ? previous : next;
      });
    update(element.clientWidth, element.clientHeight);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref, ...size };
}
