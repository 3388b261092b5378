import { type FetchQuery, fetchLimits } from '../contract/query.js';
import { invalidQuery } from './query-errors.js';

/**
 * LIMIT and OFFSET of a query. `count` is FetchXML's name for the page size; with no size
 * given a query returns at most the largest page. The contract schema has already checked
 * the bounds; they are checked again here because the SQL relies on them.
 */
export function pageWindow(query: FetchQuery): { limit: number; offset: number } {
  const size = query.pageSize ?? query.count ?? fetchLimits.pageSize;
  const page = query.page ?? 1;
  if (!Number.isInteger(size) || size < 1 || size > fetchLimits.pageSize) {
    throw invalidQuery('pageSize', `page size must be 1 to ${fetchLimits.pageSize}`);
  }
  if (!Number.isInteger(page) || page < 1 || page * size > fetchLimits.rows) {
    throw invalidQuery('page', `page * pageSize may not exceed ${fetchLimits.rows}`);
  }
  return { limit: size, offset: (page - 1) * size };
}
