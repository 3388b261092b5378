import './offline.css';
import { Suspense } from 'react';
import { lazyChunk } from '../../chunks/lazy-chunk';
import { offlineDialog } from './offline-dialogs';

// the dialogs and what they use (the offline store, the queue) load when one opens
const GoOfflineDialog = lazyChunk(async () => ({
  default: (await import('./GoOfflineDialog')).GoOfflineDialog,
}));
const SynchronizingDialog = lazyChunk(async () => ({
  default: (await import('./SynchronizingDialog')).SynchronizingDialog,
}));
const SendQueueDialog = lazyChunk(async () => ({
  default: (await import('./SendQueueDialog')).SendQueueDialog,
}));

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
