import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/Spinner';
import type { ExportDialogProps } from './ExportDialog';

// the dialog, papaparse and the export's styles load when a list first opens it, not with the list
const Loaded = lazy(() => import('./ExportDialog').then((module) => ({ default: module.ExportDialog })));

/** The Export dialog for lists: loaded on demand, a spinner meanwhile. Same props as ExportDialog. */
export function LazyExportDialog(props: ExportDialogProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <Loaded {...props} />
    </Suspense>
  );
}
