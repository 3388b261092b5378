import { useEffect, useRef } from 'react';
import { type LinkState, linksModified } from '../../form-context/link-changes';

/**
 * Reads a relation's lists again once its toggles were written: the form drops the relation's
 * entry then (use-link-edits.ts reset after a save, a panel's Done), so what was pending is now
 * stored and the pages on screen are out of date. An entry dropped without changes wrote nothing.
 */
export function useReloadAfterSave(state: LinkState | undefined, reload: () => void): void {
  const pending = useRef(false);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    if (pending.current && !state) reloadRef.current();
    pending.current = linksModified(state);
  }, [state]);
}
