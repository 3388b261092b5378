import { sql, type ValueExpression } from 'slonik';
import type { PropertyDefinition } from '../contract/metadata.js';
import { isSafeText, unsafeTextReason } from '../contract/safe-text.js';
import {
  booleanValue,
  dateOnlyValue,
  dateTimeValue,
  decimalLimit,
  finiteNumberValue,
  int32Value,
  uuidValue,
} from '../contract/scalar-values.js';

export type Coerced =
  | { ok: true; value: ValueExpression; target?: string | null }
  | { ok: false; reason: string };

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
    case 'Integer': {
      const checked = int32Value(input);
      return checked.ok ? checkOption(property, checked.value) : checked;
    }
    case 'Decimal':
    case 'Money': {
      const checked = finiteNumberValue(input);
      if (checked.ok && Math.abs(checked.value) >= decimalLimit) return fail('number out of range');
      return checked;
    }
    case 'Float':
      return finiteNumberValue(input);
    case 'Boolean':
      return booleanValue(input);
    case 'DateTime':
      if (!property.flags.includes('DateOnly')) return dateTimeValue(input);
      // a date-only field also takes a full date-time and keeps its date
      return dateOnlyValue(typeof input === 'string' && dateTimeValue(input).ok ? input.slice(0, 10) : input);
    case 'Guid':
      return uuidValue(input);
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
  if (!isSafeText(text)) return fail(unsafeTextReason);
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

function coerceLookup(property: PropertyDefinition, input: unknown): Coerced {
  const targets = property.targets ?? [];
  let id: unknown = input;
  let target: unknown;
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
    id = (input as { id?: unknown }).id;
    target = (input as { name?: unknown }).name;
  }
  if (!uuidValue(id).ok) return fail('expected a uuid or {id, name}');
  if (target !== undefined && (typeof target !== 'string' || !targets.includes(target))) {
    return fail(`the target must be one of ${targets.join(', ')}`);
  }
  if (targets.length > 1 && target === undefined) return fail('a multi-target lookup needs {id, name}');
  return { ok: true, value: String(id).toLowerCase(), target: (target as string | undefined) ?? null };
}
