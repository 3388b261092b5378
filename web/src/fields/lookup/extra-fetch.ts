import type { FetchFilter } from '@strata/api/contract/query';

const isFilter = (value: unknown): value is FetchFilter =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Array.isArray((value as FetchFilter).conditions) || Array.isArray((value as FetchFilter).filters));

/**
 * The filter an `extraFetch` setting adds to the records a lookup offers (a lookup field of a
 * form, a lookup quick filter): "active customers only". Metadata writes it as a filter
 * ({type, conditions, filters}), as {filter}, or as a whole query ({entity: {filter}}); anything
 * else adds nothing. The server checks the filter like any other (unknown names are refused).
 */
export function extraFetchFilter(extraFetch: unknown): FetchFilter | undefined {
  if (isFilter(extraFetch)) return extraFetch;
  if (typeof extraFetch !== 'object' || extraFetch === null) return undefined;
  const { filter, entity } = extraFetch as { filter?: unknown; entity?: { filter?: unknown } };
  if (isFilter(filter)) return filter;
  if (isFilter(entity?.filter)) return entity.filter;
  return undefined;
}
