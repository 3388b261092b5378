import { type FragmentSqlToken, sql } from 'slonik';
import type { PropertyDefinition, PropertyType } from '../contract/metadata.js';
import { type FetchOperator, fetchLimits } from '../contract/query.js';
import { bitmapBits, endsInLoneEscape, isBitmapBit } from '../contract/query-rules.js';
import { arrayType, conditionValue } from './condition-value.js';
import { invalidQuery } from './query-errors.js';

const ordered: readonly PropertyType[] = [
  'Integer',
  'Decimal',
  'Float',
  'Money',
  'DateTime',
  'VersionNumber',
  'String',
];

/**
 * Which property types each operator compares (closed list, checked before any SQL). The bitmap
 * operators need the property's flags too: they apply to multi-select integers only.
 */
export function operatorApplies(
  operator: FetchOperator,
  type: PropertyType,
  flags: readonly PropertyDefinition['flags'][number][] = [],
): boolean {
  switch (operator) {
    case 'eq':
    case 'ne':
    case 'in':
      return type !== 'Binary';
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le':
      return ordered.includes(type);
    case 'like':
      return type === 'String';
    case 'null':
    case 'not-null':
      return true;
    case 'contain-values':
    case 'not-contain-values':
      return type === 'Integer' && flags.includes('MultiSelect');
  }
}

type Condition = { operator: FetchOperator; value?: unknown };

/**
 * One condition as SQL: the column (already resolved through metadata), an operator from the
 * closed list and the value as a bound parameter. `field` locates the condition for errors.
 */
export function conditionSql(
  column: FragmentSqlToken,
  property: PropertyDefinition,
  condition: Condition,
  field: string,
): FragmentSqlToken {
  const { operator } = condition;
  if (!operatorApplies(operator, property.type, property.flags)) {
    const what = operator.endsWith('contain-values') ? 'a property that is not multi-select' : property.type;
    throw invalidQuery(`${field}.operator`, `operator ${operator} does not apply to ${what}`);
  }
  if (operator === 'null' || operator === 'not-null') {
    if (condition.value !== undefined && condition.value !== null) {
      throw invalidQuery(`${field}.value`, `operator ${operator} takes no value`);
    }
    return operator === 'null' ? sql.fragment`${column} IS NULL` : sql.fragment`${column} IS NOT NULL`;
  }
  if (operator === 'in') return inSql(column, property, condition.value, field);
  if (operator === 'contain-values' || operator === 'not-contain-values') {
    const mask = sql.fragment`${bitmask(condition.value, `${field}.value`)}::int4`;
    return operator === 'contain-values'
      ? sql.fragment`(${column} & ${mask}) <> 0`
      : sql.fragment`(${column} IS NULL OR (${column} & ${mask}) = 0)`;
  }
  const value = scalar(property, condition.value, `${field}.value`);
  switch (operator) {
    case 'eq':
      return sql.fragment`${column} = ${value}`;
    case 'ne':
      return sql.fragment`${column} <> ${value}`;
    case 'gt':
      return sql.fragment`${column} > ${value}`;
    case 'ge':
      return sql.fragment`${column} >= ${value}`;
    case 'lt':
      return sql.fragment`${column} < ${value}`;
    case 'le':
      return sql.fragment`${column} <= ${value}`;
    case 'like':
      if (endsInLoneEscape(String(value))) {
        throw invalidQuery(`${field}.value`, 'a like pattern may not end with a backslash');
      }
      return sql.fragment`lower(${column}) LIKE lower(${value}::text)`;
  }
}

/**
 * The text a `like` condition matches when its pattern has no wildcard (every %, _ and \ in it
 * escaped): the pattern unescaped. Undefined for any other condition. `conditionSql` must have
 * accepted the condition first; this only reads it.
 */
export function literalLikeText(property: PropertyDefinition, condition: Condition): string | undefined {
  if (condition.operator !== 'like' || property.type !== 'String' || typeof condition.value !== 'string') {
    return undefined;
  }
  let text = '';
  const pattern = condition.value;
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index] as string;
    if (character === '%' || character === '_') return undefined;
    if (character === '\\') {
      index++;
      text += pattern[index] ?? '';
    } else {
      text += character;
    }
  }
  return text;
}

/**
 * The option values (bit positions 0 to 31) as one signed 32-bit mask, the column's own type:
 * bit 31 makes it negative, which is still the right pattern for `&`.
 */
function bitmask(input: unknown, field: string): number {
  if (!Array.isArray(input) || input.length === 0) {
    throw invalidQuery(field, 'expected a non-empty array of option values');
  }
  let mask = 0;
  input.forEach((bit, index) => {
    if (!isBitmapBit(bit)) {
      throw invalidQuery(`${field}.${index}`, `expected an option value from 0 to ${bitmapBits - 1}`);
    }
    mask |= 1 << bit;
  });
  return mask;
}

function scalar(property: PropertyDefinition, input: unknown, field: string): string | number | boolean {
  if (input === undefined || input === null) throw invalidQuery(field, 'expected a value');
  const coerced = conditionValue(property, input);
  if (!coerced.ok) throw invalidQuery(field, coerced.reason);
  return coerced.value;
}

function inSql(
  column: FragmentSqlToken,
  property: PropertyDefinition,
  input: unknown,
  field: string,
): FragmentSqlToken {
  if (!Array.isArray(input) || input.length === 0) {
    throw invalidQuery(`${field}.value`, 'operator in needs a non-empty array');
  }
  if (input.length > fetchLimits.inValues) {
    throw invalidQuery(`${field}.value`, `operator in takes at most ${fetchLimits.inValues} values`);
  }
  const values = input.map((item, index) => scalar(property, item, `${field}.value.${index}`));
  return sql.fragment`${column} = ANY(${sql.array(values, arrayType(property))})`;
}
