import type { FetchFilter, FetchLink, FetchQuery } from '@strata/api/contract/query';
import type { ChartBody } from './chart-body';

/**
 * The aggregate query of a chart (spec 000 section 7): each group is an attribute grouped by
 * its method under the alias x0, x1, ...; each series an aggregate under y0, y1, ...; rows come
 * ordered by the groups so the x axis reads in order (dates ascending, lookups by label).
 */
export const groupAlias = (index: number) => `x${index}`;
export const seriesAlias = (index: number) => `y${index}` as const;

/** The server's largest page: a chart shows every group it can get in one answer. */
const chartPageSize = 5000;

function hasContent(filter: FetchFilter | undefined): filter is FetchFilter {
  return Boolean(filter && ((filter.conditions?.length ?? 0) > 0 || (filter.filters?.length ?? 0) > 0));
}

/**
 * `links` are the joins the filter may need (a list's link filters, inner links, alias
 * conditions): without them a chart over a list would count other records than the list shows.
 */
export function buildChartQuery(
  body: ChartBody,
  entity: string,
  filter?: FetchFilter,
  links?: readonly FetchLink[],
): FetchQuery {
  return {
    entity: {
      name: entity,
      attributes: [
        ...body.groups.map((group, index) => ({
          attribute: group.field,
          groupBy: group.method,
          alias: groupAlias(index),
        })),
        ...body.series.map((series, index) => ({
          attribute: series.aggregateField,
          aggregate: series.aggregateMethod,
          alias: seriesAlias(index),
        })),
      ],
      orders: body.groups.map((_, index) => ({ alias: groupAlias(index) })),
      ...(hasContent(filter) ? { filter } : {}),
      ...(links?.length ? { links: [...links] } : {}),
    },
    pageSize: chartPageSize,
  };
}
