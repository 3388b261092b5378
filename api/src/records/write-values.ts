import type { ValueExpression } from 'slonik';
import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import { serverSetColumns } from '../contract/server-written.js';
import { fieldNotFound, invalidField, validationError } from '../errors/common-errors.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import { coerceValue } from './coerce-value.js';

export type PreparedValues = Map<string, ValueExpression>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The column values of a create or update, from the client's object: every key must be a
 * property of the entity and fit its type; server-set columns are refused; id and
 * versionnumber are read by the caller, not written. Creates get default values and must
 * fill every Required field; updates may not empty one.
 */
export function prepareValues(
  object: ObjectDefinition,
  properties: ReadonlyMap<string, PropertyDefinition>,
  input: Record<string, unknown>,
  mode: 'create' | 'update',
): PreparedValues {
  const values: PreparedValues = new Map();
  for (const [key, raw] of Object.entries(input)) {
    if (key === 'id' || (mode === 'update' && key === 'versionnumber')) continue;
    const property = properties.get(key);
    if (!property) throw fieldNotFound(key, { object: object.logicalName });
    if (serverSetColumns.has(key)) {
      throw invalidField(key, 'set by the server');
    }
    setValue(values, property, raw);
  }
  if (mode === 'create') {
    for (const property of properties.values()) {
      if (
        !values.has(property.logicalName) &&
        property.defaultValue !== undefined &&
        property.defaultValue !== null
      ) {
        if (!serverSetColumns.has(property.logicalName)) setValue(values, property, property.defaultValue);
      }
    }
  }
  for (const property of properties.values()) {
    if (!property.flags.includes('Required')) continue;
    const present = values.has(property.logicalName);
    const value = present ? values.get(property.logicalName) : undefined;
    const missing = mode === 'create' ? !present || isEmpty(value) : present && isEmpty(value);
    if (missing && !property.flags.includes('AutoNumber')) {
      throw validationError(
        { field: property.logicalName, reason: 'required' },
        { field: property.logicalName, label: property.displayName },
      );
    }
  }
  return values;
}

function setValue(values: PreparedValues, property: PropertyDefinition, raw: unknown): void {
  const coerced = coerceValue(property, raw);
  if (!coerced.ok) {
    throw invalidField(property.logicalName, coerced.reason);
  }
  values.set(property.logicalName, coerced.value);
  const companion = lookupTargetColumn(property);
  if (companion) values.set(companion, coerced.target ?? null);
}
