import { useEffect, useState } from 'react';

const listeners = new Set<() => void>();

/** Tells the menu and the badges that the queue changed. */
export function queueChanged(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the queue changes; answers the unsubscribe. */
export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The number of queued offline writes (the profile menu's "Sync [3 pending]"). */
export function usePendingCount(enabled: boolean): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // the store's code (idb, the sealing) loads with the first count, not with the shell
    const read = () =>
      void import('../store/current-store')
        .then(({ currentOfflineStore }) => currentOfflineStore())
        .then((store) => store.queueLength())
        .then((length) => {
          if (live) setCount(length);
        })
        .catch(() => undefined);
    read();
    listeners.add(read);
    return () => {
      live = false;
      listeners.delete(read);
    };
  }, [enabled]);
  return count;
}
