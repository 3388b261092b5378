import type { FetchAttribute, FetchFilter, FetchLink, FetchQuery } from '@strata/api/contract/query';
import { buildCountQuery } from '../../list-views/list-query.js';

/**
 * A fetch over the same records as the list (its filter and the links that narrow it) but
 * selecting what a mode needs: a kanban's grouped counts, a map's coordinates, a chart
 * group's rows. The list's own attributes and paging are dropped on purpose.
 */
export function modeQuery(
  query: FetchQuery,
  attributes: FetchAttribute[],
  options: {
    extraFilter?: FetchFilter | undefined;
    pageSize?: number | undefined;
    /** keep the list's sort; off for aggregates, which cannot sort by a plain column */
    ordered?: boolean;
  } = {},
): FetchQuery {
  const base = buildCountQuery(query).entity;
  const filters = [base.filter, options.extraFilter].filter((item): item is FetchFilter => !!item);
  const filter: FetchFilter | undefined = filters.length > 1 ? { type: 'and', filters } : filters[0];
  return {
    entity: {
      ...base,
      attributes,
      ...(filter ? { filter } : {}),
      ...(options.ordered && query.entity.orders ? { orders: query.entity.orders } : {}),
    },
    ...(options.pageSize ? { page: 1, pageSize: options.pageSize } : {}),
  };
}

/**
 * What narrows the list, for a query built elsewhere (a chart's aggregate): its filter and the
 * links that filter or join, without their attributes (an aggregate selects only its groups).
 */
export function listScope(query: FetchQuery): { filter?: FetchFilter; links?: FetchLink[] } {
  const { filter, links } = buildCountQuery(query).entity;
  return { ...(filter ? { filter } : {}), ...(links ? { links } : {}) };
}
