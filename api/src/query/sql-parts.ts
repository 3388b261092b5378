import { type FragmentSqlToken, sql } from 'slonik';

const empty = sql.fragment``;

/** sql.join that also takes an empty list (slonik refuses one): the empty fragment then. */
export function joinSql(parts: readonly FragmentSqlToken[], glue: FragmentSqlToken): FragmentSqlToken {
  return parts.length === 0 ? empty : sql.fragment`${sql.join(parts, glue)}`;
}

/** Predicates joined with AND; TRUE when there are none. */
export function allOf(parts: readonly (FragmentSqlToken | undefined)[]): FragmentSqlToken {
  const present = parts.filter((part): part is FragmentSqlToken => part !== undefined);
  if (present.length === 0) return sql.fragment`TRUE`;
  if (present.length === 1) return present[0] as FragmentSqlToken;
  return sql.fragment`(${sql.join(present, sql.fragment` AND `)})`;
}
