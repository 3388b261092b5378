import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { nearEnd } from '../../data/page-math';

/**
 * Virtual rows in a scroll box that asks for the next page when the user comes within two
 * viewport heights of the end (spec 001 section 4), also when a page is too short to scroll.
 */
export function useVirtualRows(options: {
  count: number;
  estimateSize: number;
  canLoadMore: boolean;
  loadMore: () => void;
  /** a new value (a new query) scrolls back to the top */
  resetKey: string;
}) {
  const { count, estimateSize, canLoadMore, loadMore, resetKey } = options;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan: 12,
  });
  const check = useCallback(() => {
    const box = scrollRef.current;
    if (!box || !canLoadMore) return;
    if (nearEnd(box.scrollTop, box.clientHeight, box.scrollHeight)) loadMore();
  }, [canLoadMore, loadMore]);
  // a new page (or a tall window) may leave the end in reach without any scrolling
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check when the row count changes
  useEffect(() => {
    check();
  }, [check, count]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key marks a new query
  useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [resetKey]);
  return { scrollRef, virtualizer, onScroll: check };
}
