import { Suspense } from 'react';
import { lazyChunk } from '../chunks/lazy-chunk';
import { loadNamespace } from '../i18n/setup-i18n';

const Badge = lazyChunk(() =>
  Promise.all([import('./FeedBadge'), loadNamespace('feed')]).then(([module]) => module),
);

/** The header badge loads after the shell, with its texts, outside the main bundle. */
export function LazyFeedBadge() {
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}
