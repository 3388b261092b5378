import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useFormContext } from './form-context';
import type { PendingChange, PendingChanges } from './pending-changes';

export type PendingChangeHandle<State> = {
  /** The work the form keeps for this key: undefined while there is none. */
  change: PendingChange<State> | undefined;
  set: (change: PendingChange<State>) => void;
  clear: () => void;
  /** The work kept now (for code that runs after the panel unmounted: a save's refresh). */
  read: () => PendingChange<State> | undefined;
};

/** One key of a form's pending changes, read and written by the panel that owns it. */
export function usePendingChangeIn<State>(pending: PendingChanges, key: string): PendingChangeHandle<State> {
  const change = useSyncExternalStore(pending.subscribe, () => pending.get<State>(key));
  const set = useCallback((next: PendingChange<State>) => pending.set(key, next), [pending, key]);
  const clear = useCallback(() => pending.clear(key), [pending, key]);
  const read = useCallback(() => pending.get<State>(key), [pending, key]);
  return useMemo(() => ({ change, set, clear, read }), [change, set, clear, read]);
}

/** A panel's pending work in the record form around it (see pending-changes.ts). */
export function usePendingChange<State>(key: string): PendingChangeHandle<State> {
  return usePendingChangeIn<State>(useFormContext().pending, key);
}

/** How many panels have unsaved work: the form is dirty while it is over 0. */
export function usePendingCount(pending: PendingChanges): number {
  useSyncExternalStore(pending.subscribe, pending.version);
  return pending.size();
}
