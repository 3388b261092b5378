import { Suspense } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';
import { loadNamespace } from '../i18n/setup-i18n';
import { Spinner } from '../ui/Spinner';
import type { ExportDialogProps } from './ExportDialog';

// the dialog, papaparse, the export's styles and texts load when a list first opens it, not with the list
const Loaded = lazyChunk(() =>
  Promise.all([import('./ExportDialog'), loadNamespace('export')]).then(([module]) => ({
    default: module.ExportDialog,
  })),
);

/** The Export dialog for lists: loaded on demand, a spinner meanwhile. Same props as ExportDialog. */
export function LazyExportDialog(props: ExportDialogProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <Loaded {...props} />
    </Suspense>
  );
}
