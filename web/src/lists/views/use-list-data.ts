import type { FetchOrder } from '@strata/api/contract/query';
import { useEffect, useMemo, useState } from 'react';
import { viewPageSize } from '../../data/page-math';
import { usePagedRows } from '../../data/use-paged-rows';
import { resolveColumns } from '../../list-views/columns';
import type { ListViewBody } from '../../list-views/list-definition';
import { buildListQuery } from '../../list-views/list-query';
import type { ObjectMeta } from '../../metadata/object-metadata';
import { useQuickFilters } from '../filters/use-quick-filters';
import { useTotalCount } from '../footer/use-total-count';
import { readStoredSort, sortStorageKey, writeStoredSort } from './sort-storage';

const emptyFilters: [] = [];

/**
 * What a list view shows, as state: its quick filters and search, columns, the user's sort
 * (remembered per list like the filters), the query they make, its pages of rows and its count.
 */
export function useListData(object: ObjectMeta, viewName: string, body: ListViewBody) {
  const entity = object.logicalName;
  const linkAliases = useMemo(
    () => (body.query.entity.links ?? []).map((link) => link.alias ?? link.name),
    [body.query.entity.links],
  );
  const filters = useQuickFilters({
    object,
    viewName,
    viewFilter: body.query.entity.filter,
    definitions: body.quickFilters ?? emptyFilters,
    linkAliases,
  });
  const columns = useMemo(
    () => resolveColumns(body, object, filters.metaDict),
    [body, object, filters.metaDict],
  );
  const sortKey = sortStorageKey(entity, viewName);
  const [orders, setOrders] = useState<FetchOrder[] | undefined>(() => readStoredSort(sortKey));
  useEffect(() => writeStoredSort(sortKey, orders), [sortKey, orders]);
  const effectiveOrders = orders ?? body.query.entity.orders;
  const query = useMemo(
    () => buildListQuery(body, columns, filters.built, orders),
    [body, columns, filters.built, orders],
  );
  const queryKey = useMemo(() => JSON.stringify(query), [query]);
  const paged = usePagedRows(query, queryKey, viewPageSize(body.query));
  const count = useTotalCount(query, queryKey);
  return { filters, columns, orders, setOrders, effectiveOrders, query, queryKey, paged, count };
}

export type ListData = ReturnType<typeof useListData>;
