import { type FragmentSqlToken, sql } from 'slonik';
import type { PropertyDefinition, PropertyType } from '../contract/metadata.js';
import type { FetchLink } from '../contract/query.js';
import { filterSql } from './filters.js';
import { invalidQuery } from './query-errors.js';
import type { QueryScope, TableScope } from './query-scope.js';
import { allOf, joinSql } from './sql-parts.js';

/** A link whose names have all been found in metadata. */
export type ResolvedLink = {
  link: FetchLink;
  /** the user's alias (default: the entity name): output keys and entityName use it */
  alias: string;
  table: TableScope;
  parent: TableScope;
  from: PropertyDefinition;
  to: PropertyDefinition;
  children: ResolvedLink[];
  /** this link's alias and those of the links nested in it: what its filter may name */
  reachable: Set<string>;
  field: string;
};

/** Columns whose values PostgreSQL can compare with `=` without failing. */
function joinFamily(type: PropertyType): string | undefined {
  switch (type) {
    case 'Guid':
    case 'Lookup':
      return 'uuid';
    case 'Integer':
    case 'Decimal':
    case 'Float':
    case 'Money':
    case 'VersionNumber':
      return 'number';
    case 'String':
      return 'text';
    case 'DateTime':
      return 'time';
    case 'Boolean':
      return 'boolean';
    case 'Binary':
      return undefined;
  }
}

/** Looks up every link's entity and join attributes, and registers the link aliases. */
export function resolveLinks(
  scope: QueryScope,
  parent: TableScope,
  links: readonly FetchLink[] | undefined,
  field: string,
): ResolvedLink[] {
  return (links ?? []).map((link, index) => {
    const at = `${field}.${index}`;
    const table = scope.openTable(link.name, `${at}.name`);
    const from = scope.property(table, link.from, `${at}.from`);
    const to = scope.property(parent, link.to, `${at}.to`);
    const family = joinFamily(from.type);
    if (family === undefined || family !== joinFamily(to.type)) {
      throw invalidQuery(at, `cannot join ${from.type} ${link.from} to ${to.type} ${link.to}`);
    }
    const alias = link.alias ?? link.name;
    scope.registerLink(alias, table, `${at}.alias`);
    const children = resolveLinks(scope, table, link.links, `${at}.links`);
    const reachable = new Set([alias, ...children.flatMap((child) => [...child.reachable])]);
    return { link, alias, table, parent, from, to, children, reachable, field: at };
  });
}

/** Every link of the tree, parents before children. */
export function flattenLinks(links: readonly ResolvedLink[]): ResolvedLink[] {
  return links.flatMap((link) => [link, ...flattenLinks(link.children)]);
}

/**
 * The JOIN clauses of the links. A nested link joins inside its parent's parentheses, so an
 * inner link under an outer one only narrows the outer link's matches, never the main rows.
 * Read access and the link's own filter go into its ON clause; no access matches no row.
 */
export function linkJoins(scope: QueryScope, links: readonly ResolvedLink[]): FragmentSqlToken {
  return joinSql(
    links.map((link) => sql.fragment` ${linkJoin(scope, link)}`),
    sql.fragment``,
  );
}

function linkJoin(scope: QueryScope, link: ResolvedLink): FragmentSqlToken {
  const { table } = link;
  const kind = link.link.type === 'outer' ? sql.fragment`LEFT JOIN` : sql.fragment`JOIN`;
  const target =
    link.children.length === 0
      ? sql.fragment`${table.table} ${table.ref}`
      : sql.fragment`(${table.table} ${table.ref}${linkJoins(scope, link.children)})`;
  return sql.fragment`${kind} ${target} ON ${onClause(scope, link)}`;
}

function onClause(scope: QueryScope, link: ResolvedLink): FragmentSqlToken {
  const { table, parent } = link;
  // compiled even when unused, so a query's errors never depend on the caller's rights
  const filter = filterSql(link.link.filter, { scope, table, links: link.reachable }, `${link.field}.filter`);
  if (table.access.kind === 'none') return sql.fragment`FALSE`;
  const parts: (FragmentSqlToken | undefined)[] = [
    sql.fragment`${scope.column(table, link.from)} = ${scope.column(parent, link.to)}`,
  ];
  // a multi-target lookup only points at this entity when its stored target says so
  const toTarget = scope.targetColumn(parent, link.to);
  if (toTarget) parts.push(sql.fragment`${toTarget} = ${table.entity}`);
  const fromTarget = scope.targetColumn(table, link.from);
  if (fromTarget) parts.push(sql.fragment`${fromTarget} = ${parent.entity}`);
  if (table.access.kind === 'where') parts.push(table.access.predicate(table.ref));
  parts.push(filter);
  return allOf(parts);
}
