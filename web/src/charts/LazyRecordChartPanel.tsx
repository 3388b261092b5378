import { Suspense } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';
import { Spinner } from '../ui/Spinner';
import type { RecordChartPanelProps } from './RecordChartPanel';

const RecordChartPanel = lazyChunk(async () => ({
  default: (await import('./RecordChartPanel')).RecordChartPanel,
}));

/**
 * The record chart panel, loaded when first shown: recharts is the largest library of the app
 * and most forms and lists never draw a chart. Import this file, not the charts index, to keep
 * recharts out of the screen's own chunk.
 */
export function LazyRecordChartPanel(props: RecordChartPanelProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <RecordChartPanel {...props} />
    </Suspense>
  );
}
