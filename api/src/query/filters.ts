import { type FragmentSqlToken, sql } from 'slonik';
import type { FetchFilter } from '../contract/query.js';
import { conditionSql } from './operators.js';
import type { QueryScope, TableScope } from './query-scope.js';

/** Where a filter sits: its default table and the link aliases its conditions may name. */
export type FilterPlace = {
  scope: QueryScope;
  table: TableScope;
  /** undefined: any link of the query (the main filter) */
  links?: ReadonlySet<string> | undefined;
};

/**
 * A filter tree as one boolean SQL expression, or undefined when it restricts nothing (no
 * conditions anywhere inside: an empty group is ignored, as FetchXML does).
 */
export function filterSql(
  filter: FetchFilter | undefined,
  place: FilterPlace,
  field: string,
): FragmentSqlToken | undefined {
  if (!filter) return undefined;
  const parts: FragmentSqlToken[] = [];
  (filter.conditions ?? []).forEach((condition, index) => {
    const at = `${field}.conditions.${index}`;
    const table = place.scope.tableFor(condition.entityName, place.table, `${at}.entityName`, place.links);
    const property = place.scope.property(table, condition.attribute, `${at}.attribute`);
    parts.push(conditionSql(place.scope.column(table, property), property, condition, at));
  });
  (filter.filters ?? []).forEach((child, index) => {
    const part = filterSql(child, place, `${field}.filters.${index}`);
    if (part) parts.push(part);
  });
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0];
  const glue = filter.type === 'or' ? sql.fragment` OR ` : sql.fragment` AND `;
  return sql.fragment`(${sql.join(parts, glue)})`;
}
