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
    const absent = link.type === 'not-any';
    if (absent && (link.attributes?.length ?? 0) > 0) {
      throw invalidQuery(`${at}.attributes`, 'a not-any link selects no attributes');
    }
    if (absent && (link.links?.length ?? 0) > 0) {
      throw invalidQuery(`${at}.links`, 'a not-any link has no nested links');
    }
    scope.registerLink(alias, table, `${at}.alias`, absent);
    const children = resolveLinks(scope, table, link.links, `${at}.links`);
    const reachable = new Set([alias, ...children.flatMap((child) => [...child.reachable])]);
    return { link, alias, table, parent, from, to, children, reachable, field: at };
  });
}

/** Every link of the tree, parents before children. */
export function flattenLinks(links: readonly ResolvedLink[]): ResolvedLink[] {
  return links.flatMap((link) => [link, ...flattenLinks(link.children)]);
}

const isAbsence = (link: ResolvedLink) => link.link.type === 'not-any';

/** The links that join rows (inner and outer); not-any links become conditions instead. */
export function joinedLinks(links: readonly ResolvedLink[]): ResolvedLink[] {
  return links.filter((link) => !isAbsence(link));
}

/**
 * The not-any links among `links` as NOT EXISTS conditions on their parent's rows. The ON
 * clause inside carries the linked entity's read access and the link's filter, so a row the
 * user cannot read never counts as a match (and without any read access nothing matches:
 * every parent row passes; callers that need a real answer check the access first).
 */
export function absenceConditions(scope: QueryScope, links: readonly ResolvedLink[]): FragmentSqlToken[] {
  return links
    .filter(isAbsence)
    .map(
      (link) =>
        sql.fragment`NOT EXISTS (SELECT 1 FROM ${link.table.table} ${link.table.ref} WHERE ${onClause(scope, link)})`,
    );
}

/**
 * The JOIN clauses of the links. A nested link joins inside its parent's parentheses, so an
 * inner link under an outer one only narrows the outer link's matches, never the main rows.
 * Read access and the link's own filter go into its ON clause; no access matches no row.
 */
export function linkJoins(scope: QueryScope, links: readonly ResolvedLink[]): FragmentSqlToken {
  return joinSql(
    joinedLinks(links).map((link) => sql.fragment` ${linkJoin(scope, link)}`),
    sql.fragment``,
  );
}

function linkJoin(scope: QueryScope, link: ResolvedLink): FragmentSqlToken {
  const { table } = link;
  const kind = link.link.type === 'outer' ? sql.fragment`LEFT JOIN` : sql.fragment`JOIN`;
  const target =
    joinedLinks(link.children).length === 0
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
  parts.push(...absenceConditions(scope, link.children));
  return allOf(parts);
}
