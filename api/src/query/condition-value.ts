import { type FragmentSqlToken, sql } from 'slonik';
import type { PropertyDefinition } from '../contract/metadata.js';
import { fetchLimits } from '../contract/query.js';
import { isSafeText, unsafeTextReason } from '../contract/safe-text.js';
import {
  booleanValue,
  dateOnlyValue,
  dateTimeValue,
  finiteNumberValue,
  int32Value,
  uuidValue,
} from '../contract/scalar-values.js';

export type ConditionValue = { ok: true; value: string | number | boolean } | { ok: false; reason: string };

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
      return int32Value(input);
    case 'VersionNumber':
      if (typeof input !== 'number' || !Number.isSafeInteger(input)) return fail('expected an integer');
      return { ok: true, value: input };
    case 'Decimal':
    case 'Money':
    case 'Float':
      return finiteNumberValue(input);
    case 'Boolean':
      return booleanValue(input);
    case 'DateTime':
      return property.flags.includes('DateOnly') ? dateOnlyValue(input) : dateTimeValue(input);
    case 'Guid':
      return uuidValue(input);
    case 'Lookup': {
      const id = typeof input === 'object' && !Array.isArray(input) ? (input as { id?: unknown }).id : input;
      const checked = uuidValue(id);
      return checked.ok ? checked : fail('expected a uuid or {id}');
    }
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
  if (!isSafeText(input)) return fail(unsafeTextReason);
  return { ok: true, value: input };
}
