import { useMemo, useSyncExternalStore } from 'react';

/** True while the CSS media query matches; follows resizes. */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useMemo(
    () => (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}

/** The mobile layout of spec 000 section 9: under 500 px. */
export const mobileQuery = '(max-width: 499.98px)';
