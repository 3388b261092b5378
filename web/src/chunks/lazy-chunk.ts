import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withChunkTimeout } from './chunk-timeout';

/**
 * React's lazy() with the 120 s limit of spec 000 section 9 (withChunkTimeout): a part of the
 * app whose chunk stalls fails with ChunkLoadTimeout, which the route's error screen explains,
 * instead of a spinner that never ends. Every code-split component goes through here.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint React's own lazy() has
export function lazyChunk<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => withChunkTimeout(load()));
}
