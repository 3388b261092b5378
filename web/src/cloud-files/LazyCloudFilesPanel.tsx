import type { PanelDefinition } from '@strata/api/contract/views';
import { lazy, Suspense } from 'react';
import { loadNamespace } from '../i18n/setup-i18n';
import { Spinner } from '../ui/Spinner';

const Panel = lazy(() =>
  Promise.all([import('./CloudFilesPanel'), loadNamespace('cloudfiles')]).then(([module]) => ({
    default: module.CloudFilesPanel,
  })),
);

/** The Cloud files panel and its texts load with the first form that has one (not in the main bundle). */
export function LazyCloudFilesPanel({ panel }: { panel: PanelDefinition }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Panel panel={panel} />
    </Suspense>
  );
}
