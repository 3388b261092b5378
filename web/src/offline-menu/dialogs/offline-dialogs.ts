import type { TakeChoice } from '../../offline/take/take-query';
import { createStore } from '../../ui/store';

/** Which offline dialog is open: the profile menu opens them, OfflineDialogHost draws them. */
export type OfflineDialog =
  | { kind: 'none' }
  | { kind: 'choose' }
  | { kind: 'sync'; choices: TakeChoice[] }
  /** send the queue (Sync); goOnline: then leave offline mode when nothing is left open */
  | { kind: 'send'; goOnline: boolean };

export const offlineDialog = createStore<OfflineDialog>({ kind: 'none' });
