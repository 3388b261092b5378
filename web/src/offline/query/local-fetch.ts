import type { FetchAttribute, FetchLink, FetchOrder, FetchQuery } from '@strata/api/contract/query';
import { attributeOutputKey } from '@strata/api/contract/query-rules';
import { aggregateRows } from './local-aggregates';
import { comparable, compareValues, filterMatches, type JoinedRow } from './local-conditions';
import { OfflineQueryError } from './offline-query-error';

/** The cached rows of an entity (every attribute, lookups as {id, name, label}), or undefined when not taken. */
export type RowsOf = (entity: string) => readonly Record<string, unknown>[] | undefined;

function rowsOrRefuse(rowsOf: RowsOf, entity: string): readonly Record<string, unknown>[] {
  const rows = rowsOf(entity);
  if (!rows) throw new OfflineQueryError(entity, 'not-taken');
  return rows;
}

/**
 * Joins a link's rows in, under `{alias}.{attribute}` keys, as the server's SQL join would: an
 * inner link keeps parent rows with a matching row, an outer link keeps all. Links whose match
 * is one row per parent (from the linked entity's id to a lookup of the parent, the links lists
 * and lookups use) are answered; a link that can match many rows per parent, or "not any",
 * cannot be answered from a partial cache and says so.
 */
function joinLink(rows: JoinedRow[], link: FetchLink, rowsOf: RowsOf, parentAlias?: string): JoinedRow[] {
  if (link.type === 'not-any') throw new OfflineQueryError(`not-any ${link.name}`, 'unsupported');
  if (link.from !== 'id') throw new OfflineQueryError(`${link.name}.${link.from}`, 'unsupported');
  const alias = link.alias ?? link.name;
  const targets = new Map(rowsOrRefuse(rowsOf, link.name).map((row) => [String(row.id), row]));
  const parentKey = parentAlias ? `${parentAlias}.${link.to}` : link.to;
  let joined: JoinedRow[] = [];
  for (const row of rows) {
    const target = targets.get(String(comparable(row[parentKey])));
    const withTarget: JoinedRow = { ...row };
    if (target) for (const [key, value] of Object.entries(target)) withTarget[`${alias}.${key}`] = value;
    // the link's own filter narrows what counts as a match, as in SQL's ON clause
    if (target && filterMatches(scoped(withTarget, alias), link.filter)) joined.push(withTarget);
    else if (link.type === 'outer') joined.push({ ...row });
  }
  // nested links join in after their parent, as SQL's left-deep joins do
  for (const child of link.links ?? []) joined = joinLink(joined, child, rowsOf, alias);
  return joined;
}

/** A link's filter names its own attributes without the alias: seen through it here. */
function scoped(row: JoinedRow, alias: string): JoinedRow {
  const view: JoinedRow = { ...row };
  for (const [key, value] of Object.entries(row))
    if (key.startsWith(`${alias}.`)) view[key.slice(alias.length + 1)] = value;
  return view;
}

function orderValue(row: JoinedRow, order: FetchOrder): unknown {
  const key =
    order.alias ?? (order.entityName ? `${order.entityName}.${order.attribute}` : String(order.attribute));
  const value = row[key];
  // a lookup sorts by its label, as a user reads the column
  if (typeof value === 'object' && value !== null && 'label' in value)
    return (value as { label: unknown }).label;
  return value;
}

/** PostgreSQL's order: nulls last ascending, first descending; ties keep the id order. */
function sortRows(rows: JoinedRow[], orders: readonly FetchOrder[]): JoinedRow[] {
  const all = [...orders, { attribute: 'id' }];
  return [...rows].sort((a, b) => {
    for (const order of all) {
      const left = orderValue(a, order);
      const right = orderValue(b, order);
      const leftNull = left === null || left === undefined;
      const rightNull = right === null || right === undefined;
      let result = 0;
      if (leftNull || rightNull) result = leftNull === rightNull ? 0 : leftNull ? 1 : -1;
      else result = compareValues(left, right);
      if (result !== 0) return order.descending ? -result : result;
    }
    return 0;
  });
}

function linkAttributes(
  links: readonly FetchLink[] | undefined,
): { attribute: FetchAttribute; alias: string }[] {
  return (links ?? []).flatMap((link) => [
    ...(link.attributes ?? []).map((attribute) => ({ attribute, alias: link.alias ?? link.name })),
    ...linkAttributes(link.links),
  ]);
}

/** The output row: the selected keys only, as the server shapes it (query/shape-rows.ts). */
function project(row: JoinedRow, query: FetchQuery): Record<string, unknown> {
  const { entity } = query;
  const out: Record<string, unknown> = {};
  // id and version come with every row of a plain query, as the server's compiler selects them
  if (!entity.distinct) for (const key of ['id', 'versionnumber']) if (key in row) out[key] = row[key];
  if (entity.allattrs || !entity.attributes?.length) {
    for (const [key, value] of Object.entries(row)) if (!key.includes('.')) out[key] = value;
  }
  for (const attribute of entity.attributes ?? [])
    out[attributeOutputKey(attribute)] = row[attribute.attribute] ?? null;
  for (const { attribute, alias } of linkAttributes(entity.links)) {
    out[attributeOutputKey(attribute, alias)] = row[`${alias}.${attribute.attribute}`] ?? null;
  }
  return out;
}

function grouped(query: FetchQuery): boolean {
  const all = [
    ...(query.entity.attributes ?? []),
    ...linkAttributes(query.entity.links).map((item) => item.attribute),
  ];
  return all.some((attribute) => attribute.aggregate || attribute.groupBy);
}

/**
 * Runs a fetch query (api/src/contract/query.ts) over the cached rows with the server's
 * semantics: filters with every operator, links to one row per parent, orders, paging, and
 * aggregates grouped by column. What the cache cannot answer throws OfflineQueryError.
 */
export function runLocalFetch(query: FetchQuery, rowsOf: RowsOf): Record<string, unknown>[] {
  const { entity } = query;
  let rows: JoinedRow[] = rowsOrRefuse(rowsOf, entity.name).map((row) => ({ ...row }));
  for (const link of entity.links ?? []) rows = joinLink(rows, link, rowsOf);
  rows = rows.filter((row) => filterMatches(row, entity.filter));
  if (grouped(query)) return aggregateRows(rows, query);
  rows = sortRows(rows, entity.orders ?? []);
  const size = query.pageSize ?? query.count;
  const page = query.page ?? 1;
  const paged = size ? rows.slice((page - 1) * size, page * size) : rows;
  const out = paged.map((row) => project(row, query));
  if (!entity.distinct) return out;
  const seen = new Set<string>();
  return out.filter((row) => {
    const key = JSON.stringify(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
