import { useEffect, useState } from 'react';
import { isWorkingOffline } from '../mode/working-offline';
import { subscribeQueue } from './pending-count';
import type { QueuedWrite } from './queued-write';

const none: ReadonlySet<string> = new Set();

/**
 * The ids of an entity's records with a queued offline write (issue 27: "shown as pending"),
 * for the record's badge and the list rows' ones; empty online. The store's code (idb, the
 * sealing) loads with the first read, not with the list.
 */
export function usePendingIds(entity: string | undefined): ReadonlySet<string> {
  const [ids, setIds] = useState(none);
  useEffect(() => {
    if (!entity || !isWorkingOffline()) return;
    let live = true;
    const read = () =>
      void import('../store/current-store')
        .then(({ currentOfflineStore }) => currentOfflineStore())
        .then((store) => store.queued<QueuedWrite>())
        .then((queue) => {
          const pending = queue
            .filter((item) => item.entity === entity)
            .map((item) => String(item.object.id));
          // the same ids keep the same set: lists do not redraw every row for nothing
          if (live) setIds((current) => (sameIds(current, pending) ? current : new Set(pending)));
        })
        .catch(() => undefined);
    read();
    const stop = subscribeQueue(read);
    return () => {
      live = false;
      stop();
    };
  }, [entity]);
  return ids;
}

function sameIds(current: ReadonlySet<string>, next: readonly string[]): boolean {
  const unique = new Set(next);
  return unique.size === current.size && [...unique].every((id) => current.has(id));
}
