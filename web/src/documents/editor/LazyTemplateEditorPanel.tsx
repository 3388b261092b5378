import { Suspense } from 'react';
import { lazyChunk } from '../../chunks/lazy-chunk';
import { loadNamespace } from '../../i18n/setup-i18n';
import { Spinner } from '../../ui/Spinner';

// the designer, the engine and its texts load with the first report_template form, not with forms
const Loaded = lazyChunk(() =>
  Promise.all([import('./TemplateEditorPanel'), loadNamespace('documents')]).then(([module]) => ({
    default: module.TemplateEditorPanel,
  })),
);

/** The report_template designer panel, loaded on demand. */
export function LazyTemplateEditorPanel() {
  return (
    <Suspense fallback={<Spinner />}>
      <Loaded />
    </Suspense>
  );
}
