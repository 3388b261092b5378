import { type RefObject, useEffect } from 'react';

/** Calls `load` whenever the sentinel scrolls into view (pages of 50 loaded on scroll). */
export function useLoadMore(
  sentinel: RefObject<HTMLElement | null>,
  enabled: boolean,
  load: () => void,
): void {
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled, load]);
}
