import { lazy, Suspense } from 'react';
import { loadNamespace } from '../i18n/setup-i18n';

const Badge = lazy(() =>
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
