import type { PanelDefinition } from '@strata/api/contract/views';
import { Suspense } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';
import { loadNamespace } from '../i18n/setup-i18n';
import { panelSpinnerDelayMs, Spinner } from '../ui/Spinner';

const Panel = lazyChunk(() =>
  Promise.all([import('./CloudFilesPanel'), loadNamespace('cloudfiles')]).then(([module]) => ({
    default: module.CloudFilesPanel,
  })),
);

/** The Cloud files panel and its texts load with the first form that has one (not in the main bundle). */
export function LazyCloudFilesPanel({ panel }: { panel: PanelDefinition }) {
  return (
    <Suspense fallback={<Spinner delayMs={panelSpinnerDelayMs} />}>
      <Panel panel={panel} />
    </Suspense>
  );
}
