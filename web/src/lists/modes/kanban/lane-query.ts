import type { FetchFilter, FetchQuery } from '@strata/api/contract/query';
import { modeQuery } from '../mode-query';
import type { LaneValue } from './lanes';

/** The condition that narrows the list to one lane: the option's value, or no value at all. */
export function laneFilter(field: string, value: LaneValue): FetchFilter {
  return {
    conditions: [
      value === null ? { attribute: field, operator: 'null' } : { attribute: field, operator: 'eq', value },
    ],
  };
}

/**
 * One page of one lane's cards: the list's records (its filter and the links that narrow it,
 * via modeQuery) in the lane, in the list's sort. The cards show the list's columns, linked
 * ones too, so the list's own attributes and links (with their selected attributes) come back
 * in; the server adds id and versionnumber, which a drag needs to save.
 */
export function laneQuery(
  query: FetchQuery,
  field: string,
  value: LaneValue,
  request: { page: number; pageSize: number },
): FetchQuery {
  const lane = modeQuery(query, query.entity.attributes ?? [], {
    extraFilter: laneFilter(field, value),
    ordered: true,
  });
  const { links, allattrs, distinct } = query.entity;
  return {
    entity: {
      ...lane.entity,
      ...(links?.length ? { links } : {}),
      ...(allattrs ? { allattrs } : {}),
      ...(distinct ? { distinct } : {}),
    },
    page: request.page,
    pageSize: request.pageSize,
  };
}
