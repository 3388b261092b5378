import type { PanelDefinition } from '@strata/api/contract/views';
import { Suspense } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';
import { loadNamespace } from '../i18n/setup-i18n';
import { Spinner } from '../ui/Spinner';

const Panel = lazyChunk(() =>
  Promise.all([import('./ActivityFeedPanel'), loadNamespace('feed')]).then(([module]) => module),
);

/** The feed panel and its texts load with the first form that has one (not in the main bundle). */
export function LazyActivityFeedPanel({ panel }: { panel: PanelDefinition }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Panel panel={panel} />
    </Suspense>
  );
}
