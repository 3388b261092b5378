/**
 * Checks of single JSON values against column types, shared by writes (records/coerce-value.ts)
 * and query conditions (query/condition-value.ts), so a value means the same in a filter as in
 * a save. Each returns the normalised value or the reason it does not fit. No Node imports:
 * the web client can check input the same way.
 */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const fail = <T>(reason: string): Checked<T> => ({ ok: false, reason });

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateOnlyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const plainUuidPattern = /^[0-9a-f]{32}$/i;

/**
 * A record id as people and files write it (spec 001 section 5: 32 hex digits or the dashed
 * form, braces allowed) in the dashed lower-case form the API takes; null when it is none.
 */
export function normalizeUuid(input: string): string | null {
  const text = input.trim().replace(/^\{(.*)\}$/, '$1');
  if (uuidPattern.test(text)) return text.toLowerCase();
  if (!plainUuidPattern.test(text)) return null;
  const hex = text.toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function uuidValue(input: unknown): Checked<string> {
  if (typeof input !== 'string' || !uuidPattern.test(input)) return fail('expected a uuid');
  return { ok: true, value: input.toLowerCase() };
}

/** The range of a PostgreSQL integer column. */
export const int32Range = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** Decimal and Money columns are numeric(23,10): 13 digits before the point. */
export const decimalLimit = 1e13;

/** A 32-bit integer (PostgreSQL integer). */
export function int32Value(input: unknown): Checked<number> {
  if (typeof input !== 'number' || !Number.isInteger(input)) return fail('expected an integer');
  if (input < int32Range.min || input > int32Range.max) return fail('integer out of range');
  return { ok: true, value: input };
}

export function finiteNumberValue(input: unknown): Checked<number> {
  if (typeof input !== 'number' || !Number.isFinite(input)) return fail('expected a number');
  return { ok: true, value: input };
}

export function booleanValue(input: unknown): Checked<boolean> {
  return typeof input === 'boolean' ? { ok: true, value: input } : fail('expected true or false');
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date, YYYY-MM-DD. */
export function dateOnlyValue(input: unknown): Checked<string> {
  const match = typeof input === 'string' ? dateOnlyPattern.exec(input) : null;
  if (!match) return fail('expected a date (YYYY-MM-DD)');
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  if (!isCalendarDate(year, month, day)) return fail('not a valid date');
  return { ok: true, value: match[0] };
}

/** ISO 8601 date and time as a UTC ISO string; without an offset it is UTC, never the server's zone. */
export function dateTimeValue(input: unknown): Checked<string> {
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
