import { type FragmentSqlToken, sql } from 'slonik';
import type { PropertyDefinition } from '../contract/metadata.js';
import { fetchLimits } from '../contract/query.js';

export type ConditionValue = { ok: true; value: string | number | boolean } | { ok: false; reason: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateOnlyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const fail = (reason: string): ConditionValue => ({ ok: false, reason });

/**
 * Turns a condition's JSON value into a bound parameter for a comparison with a property's
 * column. The value must already fit the column: PostgreSQL never gets a chance to fail on it
 * (out-of-range integers, impossible dates, NUL characters). Option sets are not checked: a
 * value no option has simply matches nothing.
 */
export function conditionValue(property: PropertyDefinition, input: unknown): ConditionValue {
  if (input === null || input === undefined) return fail('expected a value');
  switch (property.type) {
    case 'String':
      return stringValue(input);
    case 'Integer':
      if (typeof input !== 'number' || !Number.isInteger(input)) return fail('expected an integer');
      if (input < -2_147_483_648 || input > 2_147_483_647) return fail('integer out of range');
      return { ok: true, value: input };
    case 'VersionNumber':
      if (typeof input !== 'number' || !Number.isSafeInteger(input)) return fail('expected an integer');
      return { ok: true, value: input };
    case 'Decimal':
    case 'Money':
    case 'Float':
      if (typeof input !== 'number' || !Number.isFinite(input)) return fail('expected a number');
      return { ok: true, value: input };
    case 'Boolean':
      if (typeof input !== 'boolean') return fail('expected true or false');
      return { ok: true, value: input };
    case 'DateTime':
      return property.flags.includes('DateOnly') ? dateOnlyValue(input) : dateTimeValue(input);
    case 'Guid':
      return uuidValue(input);
    case 'Lookup':
      if (typeof input === 'object' && !Array.isArray(input)) {
        return uuidValue((input as { id?: unknown }).id);
      }
      return uuidValue(input);
    case 'Binary':
      return fail('Binary fields cannot be compared');
  }
}

/** The PostgreSQL array type an `in` list is bound as, per property type. */
export function arrayType(property: PropertyDefinition): FragmentSqlToken {
  switch (property.type) {
    case 'String':
      return sql.fragment`text[]`;
    case 'Integer':
      return sql.fragment`int4[]`;
    case 'VersionNumber':
      return sql.fragment`int8[]`;
    case 'Decimal':
    case 'Money':
      return sql.fragment`numeric[]`;
    case 'Float':
      return sql.fragment`float8[]`;
    case 'Boolean':
      return sql.fragment`bool[]`;
    case 'DateTime':
      return property.flags.includes('DateOnly') ? sql.fragment`date[]` : sql.fragment`timestamptz[]`;
    case 'Guid':
    case 'Lookup':
      return sql.fragment`uuid[]`;
    case 'Binary':
      return sql.fragment`bytea[]`;
  }
}

function stringValue(input: unknown): ConditionValue {
  if (typeof input !== 'string') return fail('expected text');
  if (input.length > fetchLimits.stringValue)
    return fail(`longer than ${fetchLimits.stringValue} characters`);
  if (input.includes('\u0000')) return fail('text may not contain NUL characters');
  return { ok: true, value: input };
}

function uuidValue(input: unknown): ConditionValue {
  if (typeof input !== 'string' || !uuidPattern.test(input)) return fail('expected a uuid or {id}');
  return { ok: true, value: input.toLowerCase() };
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function dateOnlyValue(input: unknown): ConditionValue {
  const match = typeof input === 'string' ? dateOnlyPattern.exec(input) : null;
  if (!match) return fail('expected a date (YYYY-MM-DD)');
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  if (!isCalendarDate(year, month, day)) return fail('not a valid date');
  return { ok: true, value: match[0] };
}

/** ISO 8601 date and time; without an offset it is UTC (never the server's zone). */
function dateTimeValue(input: unknown): ConditionValue {
  const match = typeof input === 'string' ? dateTimePattern.exec(input) : null;
  if (!match) return fail('expected an ISO 8601 date and time');
  const [, year = '', month = '', day = '', hour = '00', minute = '00', second = '00', fraction = ''] = match;
  const zone = match[8];
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return fail('not a valid date');
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return fail('not a valid time');
  let offset = 'Z';
  if (zone && zone !== 'Z') {
    const digits = zone.replace(':', '');
    if (Number(digits.slice(1, 3)) > 14 || Number(digits.slice(3)) > 59)
      return fail('not a valid time zone offset');
    offset = `${digits.slice(0, 3)}:${digits.slice(3)}`;
  }
  // the one format Date.parse must read the same everywhere
  const canonical = `${year}-${month}-${day}T${hour}:${minute}:${second}${fraction.slice(0, 4)}${offset}`;
  const time = Date.parse(canonical);
  if (Number.isNaN(time)) return fail('not a valid date');
  const iso = new Date(time).toISOString();
  // an offset can push year 1 or 9999 out of the four-digit years PostgreSQL and ISO share here
  if (!/^\d{4}-/.test(iso) || iso.startsWith('0000')) return fail('date out of range');
  return { ok: true, value: iso };
}
