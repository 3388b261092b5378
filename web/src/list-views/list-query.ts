import type {
  FetchAttribute,
  FetchFilter,
  FetchLink,
  FetchOrder,
  FetchQuery,
} from '@strata/api/contract/query';
import type { BuiltFilter } from './build-filter';
import type { ListColumn } from './columns';
import type { ListViewBody } from './list-definition';

/**
 * The fetch a list runs: the view's query with the quick-filter filter, any custom-fetch
 * links, the user's sort, and every main-entity column selected (a view may name a column its
 * query forgot). Paging is added per request.
 */
export function buildListQuery(
  body: ListViewBody,
  columns: readonly ListColumn[],
  built: BuiltFilter,
  orders: FetchOrder[] | undefined,
): FetchQuery {
  const entity = body.query.entity;
  const attributes: FetchAttribute[] = [...(entity.attributes ?? [])];
  if (!entity.allattrs) {
    for (const column of columns) {
      if (column.entityName || !column.property) continue;
      if (!attributes.some((item) => !item.aggregate && (item.alias ?? item.attribute) === column.key)) {
        attributes.push({ attribute: column.attribute });
      }
    }
  }
  const links = [...(entity.links ?? []), ...built.links];
  return {
    entity: {
      ...entity,
      attributes,
      filter: built.filter,
      orders: orders ?? entity.orders,
      ...(links.length ? { links } : {}),
    },
  };
}

/** A link as the count needs it: its filters and joins, no selected attributes. */
function countLink(link: FetchLink): FetchLink {
  const { attributes: _attributes, links, ...rest } = link;
  return { ...rest, ...(links?.length ? { links: links.map(countLink) } : {}) };
}

/**
 * The link aliases the filter's conditions name: an outer link such a condition reads stays,
 * or the server would refuse the alias (and the condition narrows the rows anyway).
 */
function filterAliases(filter: FetchFilter | undefined, into = new Set<string>()): Set<string> {
  for (const condition of filter?.conditions ?? []) if (condition.entityName) into.add(condition.entityName);
  for (const nested of filter?.filters ?? []) filterAliases(nested, into);
  return into;
}

/** A link only changes the count when it is inner or filters. */
function countsRows(link: FetchLink): boolean {
  return link.type !== 'outer' || !!link.filter || (link.links ?? []).some(countsRows);
}

/** The aggregate count of the footer: the same filter and joins, one number back as `count`. */
export function buildCountQuery(query: FetchQuery): FetchQuery {
  const named = filterAliases(query.entity.filter);
  const links = (query.entity.links ?? [])
    .filter((link) => countsRows(link) || (link.alias !== undefined && named.has(link.alias)))
    .map(countLink);
  return {
    entity: {
      name: query.entity.name,
      attributes: [{ attribute: 'id', aggregate: 'count', alias: 'count' }],
      ...(query.entity.filter ? { filter: query.entity.filter } : {}),
      ...(links.length ? { links } : {}),
    },
  };
}

/**
 * A click on a column header (or its sort menu entry): sorting by another column starts
 * ascending, the same column flips direction.
 */
export function toggleSort(current: FetchOrder[] | undefined, column: ListColumn): FetchOrder[] {
  const attribute = column.entityName
    ? column.attribute.slice(column.entityName.length + 1)
    : column.attribute;
  const first = current?.[0];
  const same = first?.attribute === attribute && (first?.entityName ?? undefined) === column.entityName;
  return [
    {
      attribute,
      descending: same ? !first?.descending : false,
      ...(column.entityName ? { entityName: column.entityName } : {}),
    },
  ];
}

/** The sort direction a column shows: 'ascending', 'descending' or none. */
export function columnSort(
  orders: FetchOrder[] | undefined,
  column: ListColumn,
): 'ascending' | 'descending' | 'none' {
  const first = orders?.[0];
  const attribute = column.entityName
    ? column.attribute.slice(column.entityName.length + 1)
    : column.attribute;
  if (!first || first.attribute !== attribute || (first.entityName ?? undefined) !== column.entityName)
    return 'none';
  return first.descending ? 'descending' : 'ascending';
}
