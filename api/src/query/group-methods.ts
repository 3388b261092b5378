import { type FragmentSqlToken, sql } from 'slonik';
import type { PropertyDefinition, PropertyType } from '../contract/metadata.js';
import type { GroupMethod } from '../contract/query.js';

/** Which property types each group method takes (closed list). */
export function groupApplies(method: GroupMethod, type: PropertyType): boolean {
  switch (method) {
    case 'column':
      return type !== 'Binary';
    case 'year':
    case 'quarter':
    case 'month':
    case 'week':
    case 'day':
      return type === 'DateTime';
  }
}

/**
 * The group key of a date method, computed in UTC: year 2026 (a number), quarter '2026-Q4',
 * month '2026-11', week '2026-W47' (ISO year and week), day '2026-11-22'. Null stays null.
 * `column` is not handled here: it groups by the column itself (lookups with their label).
 */
export function dateGroupSql(
  method: Exclude<GroupMethod, 'column'>,
  property: PropertyDefinition,
  column: FragmentSqlToken,
): FragmentSqlToken {
  const local = property.flags.includes('DateOnly')
    ? sql.fragment`(${column})::timestamp`
    : sql.fragment`(${column} AT TIME ZONE 'UTC')`;
  switch (method) {
    case 'year':
      return sql.fragment`extract(year FROM ${local})::int`;
    case 'quarter':
      return sql.fragment`(to_char(${local}, 'YYYY') || '-Q' || to_char(${local}, 'Q'))`;
    case 'month':
      return sql.fragment`to_char(${local}, 'YYYY-MM')`;
    case 'week':
      return sql.fragment`(to_char(${local}, 'IYYY') || '-W' || to_char(${local}, 'IW'))`;
    case 'day':
      return sql.fragment`to_char(${local}, 'YYYY-MM-DD')`;
  }
}
