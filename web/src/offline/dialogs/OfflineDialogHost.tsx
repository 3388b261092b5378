import './offline.css';
import { lazy, Suspense } from 'react';
import { offlineDialog } from './offline-dialogs';

// the dialogs and what they use (the offline store, the queue) load when one opens
const GoOfflineDialog = lazy(async () => ({ default: (await import('./GoOfflineDialog')).GoOfflineDialog }));
const SynchronizingDialog = lazy(async () => ({
  default: (await import('./SynchronizingDialog')).SynchronizingDialog,
}));
const SendQueueDialog = lazy(async () => ({ default: (await import('./SendQueueDialog')).SendQueueDialog }));

/** Draws the offline dialogs the profile menu opens; mounted once in the app shell. */
export function OfflineDialogHost() {
  const dialog = offlineDialog.use();
  if (dialog.kind === 'none') return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'choose' && <GoOfflineDialog />}
      {dialog.kind === 'sync' && <SynchronizingDialog choices={dialog.choices} />}
      {dialog.kind === 'send' && <SendQueueDialog goOnline={dialog.goOnline} />}
    </Suspense>
  );
}
