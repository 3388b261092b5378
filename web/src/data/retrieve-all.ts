import type { FetchQuery } from '@strata/api/contract/query';
import i18next from 'i18next';
import { type RecordValues, retrieveMultiple } from './data-api';

/** Rows a page asks for: a fifth of what the server allows (5,000), so each answer stays small. */
const defaultPageSize = 1000;
/** More than this is not a list the browser should hold: a clear error instead of a cut. */
const defaultLimit = 50_000;

/** The rows of a query went past the limit the caller gave: nothing was cut silently. */
export class TooManyRowsError extends Error {
  override readonly name = 'TooManyRowsError';
  constructor(
    readonly entity: string,
    readonly limit: number,
  ) {
    super(i18next.t('tooManyRows', { limit: limit.toLocaleString(i18next.language), entity }));
  }
}

/**
 * Every row of a query, read page by page, for screens and panels that compute over all of a
 * record's rows (a budget's lines, a trip's places, the exchange rates) or offer all of them in
 * a picker. Where a list can be long and is
 * only looked at, page it on screen instead (lists/paging/). The pages do not overlap: the
 * server ends every order on the id (api/src/query/orders.ts).
 */
export async function retrieveAll<T extends RecordValues = RecordValues>(
  query: FetchQuery,
  options: { pageSize?: number; limit?: number; signal?: AbortSignal } = {},
): Promise<T[]> {
  const pageSize = options.pageSize ?? defaultPageSize;
  const limit = options.limit ?? defaultLimit;
  const { count: _count, pageSize: _pageSize, page: _page, ...rest } = query;
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const batch = await retrieveMultiple<T>({ ...rest, page, pageSize }, options.signal);
    rows.push(...batch);
    if (rows.length > limit) throw new TooManyRowsError(query.entity.name, limit);
    if (batch.length < pageSize) return rows;
  }
}
