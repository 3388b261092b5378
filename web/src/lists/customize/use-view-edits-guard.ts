import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { askDiscardViewEdits } from './ask-discard';
import type { ListCustomize } from './use-list-customize';

/**
 * Leaving a list with customise-mode edits asks first: opening a record, another menu item,
 * another view (?view=), back and forward. Switching the list's mode (?mode=) keeps the draft
 * and passes. A reload or closing the tab gets the browser's own prompt.
 */
export function useViewEditsGuard(customize: ListCustomize): void {
  const { changed, changedNow } = customize;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (!changedNow.current) return false;
    const view = (search: string) => new URLSearchParams(search).get('view');
    return (
      currentLocation.pathname !== nextLocation.pathname ||
      view(currentLocation.search) !== view(nextLocation.search)
    );
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void askDiscardViewEdits().then((discard) => {
      if (cancelled) return;
      if (discard) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker]);
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);
}
