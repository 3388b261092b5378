import { type FragmentSqlToken, sql } from 'slonik';
import type { PropertyDefinition, PropertyType } from '../contract/metadata.js';
import { columnTypeFor } from './column-type.js';

/**
 * Which type changes the DDL engine attempts. PostgreSQL's casts then decide row by row: a
 * value that does not convert fails the ALTER and nothing changes (ERR_TYPE_CHANGE). Changes
 * that would silently lose data (a fraction cut to an integer, a time cut from a date) are
 * first checked with a query and refused when any row would lose something.
 */
const allowed: Record<PropertyType, readonly PropertyType[]> = {
  String: ['String', 'Integer', 'Decimal', 'Float', 'Money', 'Boolean', 'DateTime', 'Guid'],
  Integer: ['Integer', 'Decimal', 'Float', 'Money', 'String', 'Boolean'],
  Decimal: ['Decimal', 'Money', 'Float', 'String', 'Integer'],
  Money: ['Money', 'Decimal', 'Float', 'String', 'Integer'],
  Float: ['Float', 'Decimal', 'Money', 'String', 'Integer'],
  Boolean: ['Boolean', 'String', 'Integer'],
  DateTime: ['DateTime', 'String'],
  Guid: ['Guid', 'String'],
  Lookup: [],
  Binary: [],
  VersionNumber: [],
};

export function canConvert(from: PropertyDefinition, to: PropertyDefinition): boolean {
  if (from.type === to.type && from.type === 'Lookup') {
    return JSON.stringify(from.targets ?? []) === JSON.stringify(to.targets ?? []);
  }
  return allowed[from.type].includes(to.type);
}

/** The column type changes (not just labels or flags). */
export function columnChanges(from: PropertyDefinition, to: PropertyDefinition): boolean {
  const a = columnTypeFor(from);
  const b = columnTypeFor(to);
  return a.sql !== b.sql || JSON.stringify(a.values) !== JSON.stringify(b.values);
}

/** The expression converting the old column to the new type (USING ...). */
export function conversionExpression(
  column: FragmentSqlToken,
  from: PropertyDefinition,
  to: PropertyDefinition,
) {
  const target = columnTypeFor(to);
  if (from.type === 'Boolean' && to.type === 'Integer')
    return sql.fragment`(CASE WHEN ${column} THEN 1 WHEN NOT ${column} THEN 0 END)`;
  if (from.type === 'Integer' && to.type === 'Boolean') return sql.fragment`(${column} <> 0)`;
  if (to.type === 'Integer' && ['Decimal', 'Money', 'Float'].includes(from.type)) {
    return sql.fragment`round(${column})::integer`;
  }
  return sql.fragment`${column}::${target}`;
}

/** A condition true for rows the conversion would change in value, or null when none can. */
export function lossyRows(column: FragmentSqlToken, from: PropertyDefinition, to: PropertyDefinition) {
  // an explicit cast to varchar(n) cuts text silently: longer values would be lost
  if (to.type === 'String' && to.max !== undefined)
    return sql.fragment`char_length(${column}::text) > ${to.max}`;
  if (to.type === 'Integer' && ['Decimal', 'Money', 'Float'].includes(from.type)) {
    return sql.fragment`(${column} <> round(${column}) OR abs(${column}) > 2147483647)`;
  }
  if (['Decimal', 'Money'].includes(to.type) && from.type === 'Float')
    return sql.fragment`abs(${column}) >= 1e13`;
  if (
    from.type === 'DateTime' &&
    to.type === 'DateTime' &&
    to.flags.includes('DateOnly') &&
    !from.flags.includes('DateOnly')
  ) {
    return sql.fragment`(${column} AT TIME ZONE 'UTC')::time <> '00:00'`;
  }
  return null;
}

const integerText = '^\\s*[+-]?[0-9]{1,18}\\s*$';
const numberText = '^\\s*[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]{1,3})?\\s*$';
const uuidText = '^\\s*\\{?[0-9a-fA-F]{8}(-?[0-9a-fA-F]{4}){3}-?[0-9a-fA-F]{12}\\}?\\s*$';
const dateText =
  '^\\s*[0-9]{4}-[0-9]{2}-[0-9]{2}([ T][0-9]{1,2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?\\s*([+-][0-9]{2}(:?[0-9]{2})?|Z)?)?\\s*$';
const booleanWords = ['t', 'true', 'y', 'yes', 'on', '1', 'f', 'false', 'n', 'no', 'off', '0'];

/**
 * A condition true for text values the cast to the new type would refuse, so a preview can
 * count them and a change can name how many rows fail before the ALTER runs (PostgreSQL 15
 * has no pg_input_is_valid). Conservative: a value PostgreSQL might still read in some other
 * spelling (a date as 'Jan 5 2020') counts as failing. CASE keeps the casts after the test.
 */
export function unconvertibleRows(
  column: FragmentSqlToken,
  from: PropertyDefinition,
  to: PropertyDefinition,
) {
  if (from.type !== 'String' || to.type === 'String') return null;
  const text = sql.fragment`${column}::text`;
  switch (to.type) {
    case 'Integer':
      return sql.fragment`(${column} IS NOT NULL AND CASE WHEN ${text} ~ ${integerText}
        THEN abs(${text}::numeric) > 2147483647 ELSE true END)`;
    case 'Decimal':
    case 'Money':
      return sql.fragment`(${column} IS NOT NULL AND CASE WHEN ${text} ~ ${numberText}
        THEN abs(${text}::numeric) >= 1e13 ELSE true END)`;
    case 'Float':
      return sql.fragment`(${column} IS NOT NULL AND ${text} !~ ${numberText})`;
    case 'Boolean':
      return sql.fragment`(${column} IS NOT NULL AND lower(trim(${text})) <> ALL(${sql.array(booleanWords, 'text')}))`;
    case 'Guid':
      return sql.fragment`(${column} IS NOT NULL AND ${text} !~ ${uuidText})`;
    case 'DateTime':
      return sql.fragment`(${column} IS NOT NULL AND ${text} !~ ${dateText})`;
    default:
      return null;
  }
}
