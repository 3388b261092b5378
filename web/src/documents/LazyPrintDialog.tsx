import { Suspense } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';
import { loadNamespace } from '../i18n/setup-i18n';
import { Spinner } from '../ui/Spinner';
import type { PrintDialogProps } from './print/PrintDialog';

// the dialog, the template engine and its texts load when Print is first chosen; pdfmake later still
const Loaded = lazyChunk(() =>
  Promise.all([import('./print/PrintDialog'), loadNamespace('documents')]).then(([module]) => ({
    default: module.PrintDialog,
  })),
);

/** The form's Print dialog, loaded on demand. Same props as PrintDialog. */
export function LazyPrintDialog(props: PrintDialogProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <Loaded {...props} />
    </Suspense>
  );
}
