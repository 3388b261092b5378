import type { ObjectDefinition, PropertyDefinition } from '../contract/metadata.js';
import { serverWrittenEntities } from '../contract/server-written.js';
import { forbidden, invalidField, objectNotFound } from '../errors/common-errors.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import { coerceValue } from './coerce-value.js';

export function writableObject(
  metadata: TenantMetadata,
  entity: unknown,
): { object: ObjectDefinition; properties: ReadonlyMap<string, PropertyDefinition> } {
  const name = typeof entity === 'string' ? entity : '';
  const object = metadata.objects.get(name);
  const properties = metadata.properties.get(name);
  if (!object || !properties) throw objectNotFound(name);
  if (serverWrittenEntities.has(name)) throw forbidden({ object: name });
  return { object, properties };
}

const idProperty: PropertyDefinition = { logicalName: 'id', displayName: 'Id', type: 'Guid', flags: [] };

/** The record id of an update or delete (required) or a create (optional). */
export function recordId(input: Record<string, unknown>, required: boolean): string | undefined {
  if (input.id === undefined || input.id === null) {
    if (required) throw invalidField('id', 'required');
    return undefined;
  }
  const coerced = coerceValue(idProperty, input.id);
  if (!coerced.ok) throw invalidField('id', coerced.reason);
  return String(coerced.value);
}

/** The version the client last read: updates and deletes must name it. */
export function expectedVersion(input: Record<string, unknown>): number {
  const version = input.versionnumber;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) {
    throw invalidField('versionnumber', 'required');
  }
  return version;
}
