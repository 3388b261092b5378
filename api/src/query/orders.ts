import { type FragmentSqlToken, sql } from 'slonik';
import type { FetchOrder } from '../contract/query.js';
import type { LookupLabels } from './lookup-labels.js';
import { invalidQuery } from './query-errors.js';
import type { QueryScope, TableScope } from './query-scope.js';
import type { SelectList, SortTarget } from './select-list.js';

export type OrderPlace = {
  scope: QueryScope;
  labels: LookupLabels;
  main: TableScope;
  select: SelectList;
  grouped: boolean;
  distinct: boolean;
};

const direction = (descending: boolean | undefined) =>
  descending ? sql.fragment`DESC NULLS LAST` : sql.fragment`ASC NULLS LAST`;

const byColumnAlias = (target: SortTarget) => sql.fragment`${sql.identifier([target.columnAlias])}`;

/**
 * ORDER BY terms. Orders name an attribute (of the main entity or, with entityName, a link) or
 * an output alias. A lookup sorts by its label. Empty values sort last either way. Then come
 * tie-breakers so paging is stable: the main id, or in grouped and distinct queries (which can
 * only sort by what they select) the selected columns themselves.
 */
export function orderBySql(
  orders: readonly FetchOrder[] | undefined,
  place: OrderPlace,
  field: string,
): FragmentSqlToken[] {
  const { scope, select } = place;
  const terms: FragmentSqlToken[] = [];
  const used = new Set<string>();
  (orders ?? []).forEach((order, index) => {
    const at = `${field}.${index}`;
    if (order.alias !== undefined) {
      const target = select.byKey.get(order.alias);
      if (!target) throw invalidQuery(`${at}.alias`, `no attribute has the alias ${order.alias}`);
      used.add(target.columnAlias);
      terms.push(sql.fragment`${byColumnAlias(target)} ${direction(order.descending)}`);
      return;
    }
    const table = scope.tableFor(order.entityName, place.main, `${at}.entityName`);
    const property = scope.property(table, order.attribute ?? '', `${at}.attribute`);
    if (place.grouped || place.distinct) {
      const target = select.byAttribute.get(`${table.alias}.${property.logicalName}`);
      if (!target) {
        throw invalidQuery(
          at,
          place.grouped
            ? 'an aggregate query sorts by an alias or a grouped attribute'
            : 'a distinct query sorts by selected attributes',
        );
      }
      used.add(target.columnAlias);
      terms.push(sql.fragment`${byColumnAlias(target)} ${direction(order.descending)}`);
      return;
    }
    if (property.type === 'Binary') throw invalidQuery(`${at}.attribute`, 'cannot sort by a Binary field');
    const column = scope.column(table, property);
    const expr = property.type === 'Lookup' ? (place.labels.label(table, property) ?? column) : column;
    terms.push(sql.fragment`${expr} ${direction(order.descending)}`);
  });
  if (place.grouped || place.distinct) {
    const tieBreakers = place.grouped ? select.groupAliases : select.columnAliases;
    for (const columnAlias of tieBreakers) {
      if (!used.has(columnAlias)) terms.push(sql.fragment`${sql.identifier([columnAlias])} ASC NULLS LAST`);
    }
  } else {
    terms.push(sql.fragment`${sql.identifier([place.main.alias, 'id'])} ASC`);
  }
  return terms;
}
