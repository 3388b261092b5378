import { useMemo } from 'react';
import { isLookupValue } from '../../data/data-api';
import { listPageSize } from '../../data/page-math';
import { usePagedRows } from '../../data/use-paged-rows';
import type { LinkRow } from '../../form-context/link-changes';
import type { LinkSides } from '../../form-context/link-sides';
import { linkedQuery } from './many-to-many-queries';
import { useMatchCount } from './use-match-count';
import { linkedItemId } from './use-stored-links';

/** A stored link with its item's label (null: the lookup has none). */
export type LinkedRow = LinkRow & { label: string | null };

/**
 * The record's stored links, 50 a page by the linked item's label, and how many there are:
 * every link is reachable, however many. `reload` reads the pages shown again.
 */
export function useLinkedRows(sides: LinkSides | null, recordId: string | null) {
  const query = useMemo(
    () => (sides && recordId ? linkedQuery(sides, recordId) : undefined),
    [sides, recordId],
  );
  const queryKey = query ? JSON.stringify(query) : '';
  const paged = usePagedRows(query, queryKey, listPageSize);
  const { total, recount } = useMatchCount(query, queryKey);
  const rows: LinkedRow[] = (query ? paged.rows : []).flatMap((row) => {
    const value = sides ? row[sides.itemField] : undefined;
    const itemId = linkedItemId(value);
    if (!itemId) return [];
    const label = isLookupValue(value) && value.label ? value.label : null;
    return [{ id: String(row.id), versionnumber: Number(row.versionnumber), itemId, label }];
  });
  return {
    rows,
    total,
    hasMore: paged.hasMore,
    loading: paged.loading,
    initial: paged.initial,
    error: paged.error,
    loadMore: paged.loadMore,
    reload: () => {
      paged.reload();
      void recount();
    },
  };
}
