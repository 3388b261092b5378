import { Suspense } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';
import { loadNamespace } from '../i18n/setup-i18n';
import { Spinner } from '../ui/Spinner';
import type { BatchPrintDialogProps } from './batch/BatchPrintDialog';

// loaded when a list's Print is first chosen, never with the list
const Loaded = lazyChunk(() =>
  Promise.all([import('./batch/BatchPrintDialog'), loadNamespace('documents')]).then(([module]) => ({
    default: module.BatchPrintDialog,
  })),
);

/** The list's batch Print dialog, loaded on demand. Same props as BatchPrintDialog. */
export function LazyBatchPrintDialog(props: BatchPrintDialogProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <Loaded {...props} />
    </Suspense>
  );
}
