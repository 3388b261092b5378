import { type RefObject, useEffect, useRef } from 'react';

/** Focuses the element once after mount when asked (a list cell the user just opened). */
export function useFocusOnMount<T extends HTMLElement>(
  focusOnMount: boolean | undefined,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return ref;
}
