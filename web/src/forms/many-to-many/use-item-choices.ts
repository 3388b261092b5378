import { useMemo } from 'react';
import type { RecordValues } from '../../data/data-api';
import { listPageSize } from '../../data/page-math';
import { usePagedRows } from '../../data/use-paged-rows';
import type { LinkRow } from '../../form-context/link-changes';
import type { LinkSides } from '../../form-context/link-sides';
import { itemsQuery } from './many-to-many-queries';
import { useMatchCount } from './use-match-count';
import { useStoredLinks } from './use-stored-links';

const nothing: readonly RecordValues[] = [];

/** A record of the other side as offered for toggling; `stored` is undefined until known. */
export type ItemChoice = { id: string; name: string | null; stored: LinkRow | null | undefined };

/**
 * The other side's records to toggle, 50 a page by name (a search narrows them), how many match,
 * and whether each shown is linked to the record. `enabled` false loads nothing (a panel not
 * in manage mode). `reload` reads the pages shown again after links were written.
 */
export function useItemChoices(options: {
  sides: LinkSides | null;
  recordId: string | null;
  search: string;
  enabled: boolean;
}) {
  const { sides, recordId, search, enabled } = options;
  const itemObject = enabled ? sides?.itemObject : undefined;
  const query = useMemo(
    () => (itemObject ? itemsQuery(itemObject, search) : undefined),
    [itemObject, search],
  );
  const queryKey = query ? JSON.stringify(query) : '';
  const paged = usePagedRows(query, queryKey, listPageSize);
  const { total, recount } = useMatchCount(query, queryKey);
  const rows = query ? paged.rows : nothing;
  const ids = useMemo(() => rows.map((row) => String(row.id)), [rows]);
  const links = useStoredLinks(enabled ? sides : null, recordId, ids);
  const items: ItemChoice[] = rows.map((row, index) => {
    const id = ids[index] as string;
    return { id, name: typeof row.name === 'string' ? row.name : null, stored: links.stored.get(id) };
  });
  return {
    items,
    total,
    hasMore: paged.hasMore,
    loading: paged.loading,
    initial: paged.initial,
    error: paged.error ?? links.error,
    loadMore: paged.loadMore,
    reload: () => {
      links.forget();
      paged.reload();
      void recount();
    },
  };
}
