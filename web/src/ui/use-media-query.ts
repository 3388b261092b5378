import { useSyncExternalStore } from 'react';

/** True while the CSS media query matches; follows resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The mobile layout of spec 000 section 9: under 500 px. */
export const mobileQuery = '(max-width: 499.98px)';
