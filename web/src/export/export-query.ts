import type { FetchCondition, FetchFilter, FetchQuery } from '@strata/api/contract/query';
import { fetchLimits } from '@strata/api/contract/query-rules';
import { normalizeUuid } from '@strata/api/contract/scalar-values';
import { inBatches } from '../api/batches';

/**
 * Spec 001 sections 7 and 9: an export fetches page 1 with page size and count 5000, and a
 * JSON export up to 5000 rows. More rows are never fetched around that limit: the user is told.
 */
export const exportRowLimit = 5000;

/**
 * The ids of `?ids=a,b,c`, in the dashed form the API takes (32 hex digits are accepted too).
 * Anything that is not an id is dropped, since it can match no record and would only make the
 * server refuse the query.
 */
export function parseIds(text: string | null | undefined): string[] {
  if (!text) return [];
  const ids = text.split(',').flatMap((part) => normalizeUuid(part) ?? []);
  return [...new Set(ids)];
}

/**
 * The condition that keeps only the selected records. An `in` takes at most
 * fetchLimits.inValues values, so a larger selection is split into several `in`s joined by or.
 * No ids at all must match nothing, not everything: `id is null` holds for no record.
 */
function idsFilter(ids: readonly string[]): FetchFilter {
  if (ids.length === 0) return { conditions: [{ attribute: 'id', operator: 'null' }] };
  const conditions = inBatches(ids, fetchLimits.inValues).map(
    (batch): FetchCondition => ({ attribute: 'id', operator: 'in', value: batch }),
  );
  return conditions.length === 1 ? { conditions } : { type: 'or', conditions };
}

/**
 * Adds the selection to a filter. An and-filter takes it in place (keeping the nesting as deep
 * as it was, since the server limits the depth); an or-filter is wrapped, as adding a condition
 * to it would widen instead of narrow it.
 */
export function withSelectedIds(filter: FetchFilter | undefined, ids: readonly string[]): FetchFilter {
  const selection = idsFilter(ids);
  if (!filter) return selection;
  if ((filter.type ?? 'and') === 'and') {
    return selection.type === 'or'
      ? { ...filter, filters: [...(filter.filters ?? []), selection] }
      : { ...filter, conditions: [...(filter.conditions ?? []), ...(selection.conditions ?? [])] };
  }
  return { type: 'and', filters: [filter, selection] };
}

/**
 * The query an export runs: the given query (its filter, links, orders and attributes) on page
 * 1 with 5000 rows, narrowed to the selected ids when `selectedIds` is given. Paging of the
 * given query is replaced; the server still applies the caller's permissions to every row.
 */
export function buildExportQuery(query: FetchQuery, selectedIds?: readonly string[]): FetchQuery {
  const entity = selectedIds
    ? { ...query.entity, filter: withSelectedIds(query.entity.filter, selectedIds) }
    : query.entity;
  return { entity, page: 1, pageSize: exportRowLimit, count: exportRowLimit };
}
