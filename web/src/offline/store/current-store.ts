import { currentOfflineSession } from '../accounts/offline-session';
import { OfflineStore } from './offline-store';

let opening: Promise<OfflineStore> | undefined;

/** The unlocked account's offline store, opened once per page; fails when nothing is unlocked. */
export function currentOfflineStore(): Promise<OfflineStore> {
  opening ??= currentOfflineSession().then((session) => {
    if (!session) throw new Error('offline data is locked: sign in first');
    return OfflineStore.open(session);
  });
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
}

/** Forgets the open store (after a wipe or a sign-out). */
export function closeOfflineStore(): void {
  void opening?.then((store) => store.close()).catch(() => undefined);
  opening = undefined;
}
