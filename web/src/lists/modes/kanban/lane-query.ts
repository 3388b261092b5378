import type { FetchAttribute, FetchFilter, FetchQuery } from '@strata/api/contract/query';
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
 * The list's attributes and the named ones it lacks (a lane total's amount and currency, which
 * a moved card carries to its new lane's total). A name the list already uses as an output key
 * is left as the list has it.
 */
function withAttributes(attributes: readonly FetchAttribute[], names: readonly string[]): FetchAttribute[] {
  const keys = new Set(attributes.map((attribute) => attribute.alias ?? attribute.attribute));
  return [...attributes, ...names.filter((name) => !keys.has(name)).map((name) => ({ attribute: name }))];
}

/**
 * One page of one lane's cards: the list's records (its filter and the links that narrow it,
 * via modeQuery) in the lane, in the list's sort. The cards show the list's columns, linked
 * ones too, so the list's own attributes and links (with their selected attributes) come back
 * in, with `extra` attributes; the server adds id and versionnumber, which a drag needs to save.
 */
export function laneQuery(
  query: FetchQuery,
  field: string,
  value: LaneValue,
  request: { page: number; pageSize: number },
  extra: readonly string[] = [],
): FetchQuery {
  const lane = modeQuery(query, withAttributes(query.entity.attributes ?? [], extra), {
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
