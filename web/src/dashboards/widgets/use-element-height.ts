import { useEffect, useRef, useState } from 'react';

/**
 * The height of an element, following resizes: a chart fills the cell the grid gives its
 * widget, which changes with the window and with customise mode.
 */
export function useElementHeight<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.height ?? 0);
      if (next > 0) setHeight(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, height };
}
