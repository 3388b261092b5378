import { type FragmentSqlToken, sql } from 'slonik';
import type { FetchFilter } from '../contract/query.js';
import { conditionSql, literalLikeText } from './operators.js';
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
  const compiled = (filter.conditions ?? []).map((condition, index) => {
    const at = `${field}.conditions.${index}`;
    const table = place.scope.tableFor(condition.entityName, place.table, `${at}.entityName`, place.links);
    const property = place.scope.property(table, condition.attribute, `${at}.attribute`);
    const column = place.scope.column(table, property);
    // every condition is checked and made, folded or not: the same errors either way
    const part = conditionSql(column, property, condition, at);
    const literal = filter.type === 'or' ? literalLikeText(property, condition) : undefined;
    return { part, column, literal };
  });
  const parts = foldLiteralLikes(compiled);
  (filter.filters ?? []).forEach((child, index) => {
    const part = filterSql(child, place, `${field}.filters.${index}`);
    if (part) parts.push(part);
  });
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0];
  const glue = filter.type === 'or' ? sql.fragment` OR ` : sql.fragment` AND `;
  return sql.fragment`(${sql.join(parts, glue)})`;
}

/**
 * Or-ed likes without wildcards on one column ("Acme" or "Globex" or ...: the import's look-up
 * of 100 names at a time) become one question: is the column, in lower case, one of the texts in
 * lower case. As 100 likes every row is matched against every pattern; as `lower(column) IN
 * (SELECT lower(text) FROM unnest(texts))` PostgreSQL hashes the texts once and probes each row
 * once. The same rows: a pattern without wildcards matches only the equal text, and the like
 * already compared the lower-cased column and pattern. Fewer than `foldFrom` stay as they are.
 */
const foldFrom = 8;

type CompiledCondition = { part: FragmentSqlToken; column: FragmentSqlToken; literal: string | undefined };

function foldLiteralLikes(conditions: readonly CompiledCondition[]): FragmentSqlToken[] {
  // by the column's SQL text: the scope need not hand out one fragment object per column
  const texts = new Map<string, string[]>();
  for (const { column, literal } of conditions) {
    if (literal === undefined) continue;
    const same = texts.get(column.sql);
    if (same) same.push(literal);
    else texts.set(column.sql, [literal]);
  }
  const parts: FragmentSqlToken[] = [];
  const folded = new Set<string>();
  for (const { part, column, literal } of conditions) {
    const wanted = literal === undefined ? undefined : texts.get(column.sql);
    if (!wanted || wanted.length < foldFrom) {
      parts.push(part);
    } else if (!folded.has(column.sql)) {
      folded.add(column.sql);
      parts.push(
        sql.fragment`lower(${column}) IN (SELECT lower(wanted) FROM unnest(${sql.array(wanted, 'text')}) AS wanted)`,
      );
    }
  }
  return parts;
}
