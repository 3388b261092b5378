import type { PropertyDefinition } from '../contract/metadata.js';
import type { RecordOperation } from '../contract/records.js';
import { serverSetColumns } from '../contract/server-written.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import { coerceValue } from './coerce-value.js';
import type { PreparedValues } from './write-values.js';

/**
 * One lookup value a write stores: the field, the entity and id it names, and the row of the
 * write group it belongs to. An owner (ownerid) must only exist; any other lookup must name a
 * row the writer may read (Dataverse's append-to).
 */
export type LookupReference = {
  field: string;
  target: string;
  id: string;
  offset: number;
  /** An owner must exist; any other lookup must be readable by the writer. */
  need: 'exists' | 'readable';
};

/** Lookups a client may not point anywhere: the server writes the stamps itself. */
const unchecked = (field: string) => serverSetColumns.has(field);

function referenceOf(
  property: PropertyDefinition,
  id: unknown,
  target: unknown,
  offset: number,
): LookupReference | undefined {
  if (property.type !== 'Lookup' || unchecked(property.logicalName)) return undefined;
  if (typeof id !== 'string' || id === '') return undefined;
  const targets = property.targets ?? [];
  const entity = targets.length === 1 ? targets[0] : target;
  if (typeof entity !== 'string' || !targets.includes(entity)) return undefined;
  return {
    field: property.logicalName,
    target: entity,
    id,
    offset,
    need: property.logicalName === 'ownerid' ? 'exists' : 'readable',
  };
}

/** The lookup values of prepared rows (coerced, with a multi-target lookup's target column). */
export function preparedReferences(
  properties: ReadonlyMap<string, PropertyDefinition>,
  rows: readonly PreparedValues[],
): LookupReference[] {
  const references: LookupReference[] = [];
  for (const [offset, values] of rows.entries()) {
    for (const [field, value] of values) {
      const property = properties.get(field);
      if (!property) continue;
      const companion = lookupTargetColumn(property);
      const reference = referenceOf(property, value, companion ? values.get(companion) : undefined, offset);
      if (reference) references.push(reference);
    }
  }
  return references;
}

/**
 * The lookup values a batch's creates and updates are likely to store, read from the raw
 * input without failing (a bad value is refused later, by the operation that carries it), so
 * a batch can check them with one query per target entity up front.
 */
export function operationReferences(
  metadata: TenantMetadata,
  operations: readonly RecordOperation[],
): LookupReference[] {
  const references: LookupReference[] = [];
  for (const [offset, operation] of operations.entries()) {
    if (operation.operation === 'delete') continue;
    const properties = metadata.properties.get(operation.name);
    if (!properties) continue;
    for (const [field, raw] of Object.entries(operation.object)) {
      const property = properties.get(field);
      if (property?.type !== 'Lookup') continue;
      const coerced = coerceValue(property, raw);
      if (!coerced.ok) continue;
      const reference = referenceOf(property, coerced.value, coerced.target, offset);
      if (reference) references.push(reference);
    }
  }
  return references;
}
