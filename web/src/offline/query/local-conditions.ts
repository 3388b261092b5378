import type { FetchCondition, FetchFilter } from '@strata/api/contract/query';
import { isBitmapBit } from '@strata/api/contract/query-rules';
import { OfflineQueryError } from './offline-query-error';

/** A cached row with its links joined in: the main row's keys, and `{alias}.{attribute}` of links. */
export type JoinedRow = Record<string, unknown>;

/** The value a condition compares: a lookup by its id, as the server's SQL compares the column. */
export function comparable(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return value;
}

const numeric = /^-?\d+(\.\d+)?$/;
const isoDate = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Orders two non-null values as PostgreSQL would for the column's type (numbers, dates, text). */
export function compareValues(left: unknown, right: unknown): number {
  if (typeof left === 'number' || typeof right === 'number') return Number(left) - Number(right);
  if (typeof left === 'boolean' || typeof right === 'boolean') return Number(left) - Number(right);
  const a = String(left);
  const b = String(right);
  // numeric columns may come back as text (PostgreSQL numeric): compared as numbers
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b);
  if (isoDate.test(a) && isoDate.test(b)) return Date.parse(a) - Date.parse(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

function equal(left: unknown, right: unknown): boolean {
  if (left === null || left === undefined || right === null || right === undefined) return false;
  return compareValues(left, right) === 0;
}

/** SQL LIKE (lower-cased on both sides, as the server runs it) as a regular expression. */
function likeMatches(value: unknown, pattern: unknown): boolean {
  if (value === null || value === undefined) return false;
  let source = '';
  const text = String(pattern);
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    if (character === '\\' && index + 1 < text.length) {
      index += 1;
      source += (text[index] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    } else if (character === '%') source += '[\\s\\S]*';
    else if (character === '_') source += '[\\s\\S]';
    else source += character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'i').test(String(value));
}

function bitmask(values: unknown): number {
  if (!Array.isArray(values)) return 0;
  return values.filter(isBitmapBit).reduce((mask: number, bit: number) => mask | (1 << bit), 0);
}

function conditionKey(condition: FetchCondition): string {
  return condition.entityName ? `${condition.entityName}.${condition.attribute}` : condition.attribute;
}

/** One condition over a joined row, with the server's semantics (SQL: a null never matches). */
export function conditionMatches(row: JoinedRow, condition: FetchCondition): boolean {
  const value = comparable(row[conditionKey(condition)]);
  const wanted = condition.value;
  switch (condition.operator) {
    case 'null':
      return value === null || value === undefined;
    case 'not-null':
      return value !== null && value !== undefined;
    case 'eq':
      return equal(value, wanted);
    case 'ne':
      return value !== null && value !== undefined && wanted !== null && !equal(value, wanted);
    case 'gt':
    case 'ge':
    case 'lt':
    case 'le': {
      if (value === null || value === undefined || wanted === null || wanted === undefined) return false;
      const order = compareValues(value, wanted);
      if (condition.operator === 'gt') return order > 0;
      if (condition.operator === 'ge') return order >= 0;
      if (condition.operator === 'lt') return order < 0;
      return order <= 0;
    }
    case 'like':
      return likeMatches(value, wanted);
    case 'in':
      return Array.isArray(wanted) && wanted.some((item) => equal(value, item));
    case 'contain-values':
      return typeof value === 'number' && (value & bitmask(wanted)) !== 0;
    case 'not-contain-values':
      return typeof value !== 'number' || (value & bitmask(wanted)) === 0;
    default:
      throw new OfflineQueryError(String(condition.operator), 'unsupported');
  }
}

/** A filter group: `and` (the default) or `or` over its conditions and nested groups. */
export function filterMatches(row: JoinedRow, filter: FetchFilter | undefined): boolean {
  if (!filter) return true;
  const results = [
    ...(filter.conditions ?? []).map((condition) => () => conditionMatches(row, condition)),
    ...(filter.filters ?? []).map((child) => () => filterMatches(row, child)),
  ];
  if (results.length === 0) return true;
  return filter.type === 'or' ? results.some((test) => test()) : results.every((test) => test());
}
