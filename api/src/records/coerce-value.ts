import { sql, type ValueExpression } from 'slonik';
import type { PropertyDefinition } from '../contract/metadata.js';

export type Coerced =
  | { ok: true; value: ValueExpression; target?: string | null }
  | { ok: false; reason: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateOnlyPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoDateTimePattern =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** numeric(23,10) keeps 13 digits before the point. */
const decimalLimit = 1e13;

const fail = (reason: string): Coerced => ({ ok: false, reason });

/**
 * Turns a JSON value into the SQL value of a property's column, or says why it cannot. The one
 * place where API input meets column types: wrong types are refused, never cast by PostgreSQL.
 */
export function coerceValue(property: PropertyDefinition, input: unknown): Coerced {
  if (input === null || input === undefined) return { ok: true, value: null, target: null };
  switch (property.type) {
    case 'String':
      return coerceString(property, input);
    case 'Integer':
      if (typeof input !== 'number' || !Number.isInteger(input)) return fail('expected an integer');
      if (input < -2_147_483_648 || input > 2_147_483_647) return fail('integer out of range');
      return checkOption(property, input);
    case 'Decimal':
    case 'Money':
      if (typeof input !== 'number' || !Number.isFinite(input)) return fail('expected a number');
      if (Math.abs(input) >= decimalLimit) return fail('number out of range');
      return { ok: true, value: input };
    case 'Float':
      if (typeof input !== 'number' || !Number.isFinite(input)) return fail('expected a number');
      return { ok: true, value: input };
    case 'Boolean':
      if (typeof input !== 'boolean') return fail('expected true or false');
      return { ok: true, value: input };
    case 'DateTime':
      return property.flags.includes('DateOnly') ? coerceDateOnly(input) : coerceDateTime(input);
    case 'Guid':
      if (typeof input !== 'string' || !uuidPattern.test(input)) return fail('expected a uuid');
      return { ok: true, value: input.toLowerCase() };
    case 'Lookup':
      return coerceLookup(property, input);
    case 'Binary':
      if (typeof input !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(input)) {
        return fail('expected base64 text');
      }
      return { ok: true, value: sql.binary(Buffer.from(input, 'base64')) };
    case 'VersionNumber':
      return fail('the version number is set by the server');
  }
}

function coerceString(property: PropertyDefinition, input: unknown): Coerced {
  let text: string;
  if (typeof input === 'string') {
    text = input;
    if (property.flags.includes('Json') && text !== '') {
      try {
        JSON.parse(text);
      } catch {
        return fail('expected JSON text');
      }
    }
  } else if (property.flags.includes('Json') && typeof input === 'object') {
    text = JSON.stringify(input);
  } else {
    return fail('expected text');
  }
  if (text.includes('\u0000')) return fail('text may not contain NUL characters');
  const max = property.max ?? (property.logicalName === 'name' ? 200 : undefined);
  if (max !== undefined && [...text].length > max) return fail(`longer than ${max} characters`);
  return checkOption(property, text);
}

/** Option sets only take their listed values (write-in and multi-select fields take others). */
function checkOption(property: PropertyDefinition, value: string | number): Coerced {
  const restricted =
    property.flags.includes('OptionSet') &&
    !property.flags.includes('WriteIn') &&
    !property.flags.includes('MultiSelect');
  if (!restricted) return { ok: true, value };
  const allowed = property.richOptions?.map((o) => o.value) ?? property.options ?? [];
  if (allowed.length === 0) return { ok: true, value };
  const matches = allowed.some((option) => String(option) === String(value));
  return matches ? { ok: true, value } : fail(`not one of the options: ${String(value).slice(0, 40)}`);
}

function coerceDateTime(input: unknown): Coerced {
  if (typeof input !== 'string' || !isoDateTimePattern.test(input)) {
    return fail('expected an ISO 8601 date and time');
  }
  const time = Date.parse(dateOnlyPattern.test(input) ? `${input}T00:00:00Z` : input);
  if (Number.isNaN(time)) return fail('not a valid date');
  return { ok: true, value: new Date(time).toISOString() };
}

function coerceDateOnly(input: unknown): Coerced {
  if (typeof input !== 'string' || !isoDateTimePattern.test(input))
    return fail('expected a date (YYYY-MM-DD)');
  const match = dateOnlyPattern.exec(input.slice(0, 10));
  if (!match) return fail('expected a date (YYYY-MM-DD)');
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return fail('not a valid date');
  }
  return { ok: true, value: input.slice(0, 10) };
}

function coerceLookup(property: PropertyDefinition, input: unknown): Coerced {
  const targets = property.targets ?? [];
  let id: unknown = input;
  let target: unknown;
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    id = (input as { id?: unknown }).id;
    target = (input as { name?: unknown }).name;
  }
  if (typeof id !== 'string' || !uuidPattern.test(id)) return fail('expected a uuid or {id, name}');
  if (target !== undefined && (typeof target !== 'string' || !targets.includes(target))) {
    return fail(`the target must be one of ${targets.join(', ')}`);
  }
  if (targets.length > 1 && target === undefined) return fail('a multi-target lookup needs {id, name}');
  return { ok: true, value: id.toLowerCase(), target: (target as string | undefined) ?? null };
}
