import { Suspense } from 'react';
import { lazyChunk } from '../../../chunks/lazy-chunk';
import { Spinner } from '../../../ui/Spinner';
import type { RecordMapProps } from './RecordMap';

const RecordMap = lazyChunk(async () => ({ default: (await import('./RecordMap')).RecordMap }));

/**
 * The map, loaded when map mode is first shown: Leaflet stays out of the list's chunk, which
 * every list navigation parses, while few lists are ever looked at as a map.
 */
export function LazyRecordMap(props: RecordMapProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <RecordMap {...props} />
    </Suspense>
  );
}
