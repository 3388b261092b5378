import { randomUUID } from 'node:crypto';
import { allProperties } from '../contract/base-properties.js';
import type { ObjectDefinition } from '../contract/metadata.js';
import type { TemplateRows } from '../templates/loaded-template.js';

/**
 * Sample rows with fresh ids for one organisation. A template's sample names its rows by fixed
 * ids (so rows can refer to each other), but the same ids in every organisation would let one
 * organisation's ids be guessed from another's and make ids unfit as global keys. Every id a
 * sample row declares gets a random uuid, and every Guid or Lookup value (a bare id or
 * {id, name}) naming one of them is rewritten to match, so references inside the sample still
 * point at the right rows. Ids the sample does not declare (seed rows, rows the product knows
 * by a fixed id) are left as they are.
 */
export function freshSampleIds(
  sets: readonly TemplateRows[],
  objects: ReadonlyMap<string, ObjectDefinition>,
  newId: () => string = randomUUID,
): TemplateRows[] {
  const fresh = new Map<string, string>();
  for (const set of sets) {
    for (const row of set.rows) {
      if (typeof row.id === 'string') fresh.set(row.id.toLowerCase(), newId());
    }
  }
  const renamed = (value: unknown) =>
    typeof value === 'string' ? (fresh.get(value.toLowerCase()) ?? value) : value;
  return sets.map((set) => {
    const object = objects.get(set.entity);
    const idFields = new Set(
      (object ? allProperties(object) : [])
        .filter((property) => property.type === 'Guid' || property.type === 'Lookup')
        .map((property) => property.logicalName),
    );
    idFields.add('id');
    const rows = set.rows.map((row) => {
      const copy: Record<string, unknown> = { ...row };
      for (const field of idFields) {
        const value = copy[field];
        if (typeof value === 'object' && value !== null && 'id' in value) {
          copy[field] = { ...value, id: renamed((value as { id: unknown }).id) };
        } else if (value !== undefined) {
          copy[field] = renamed(value);
        }
      }
      return copy;
    });
    return { ...set, rows };
  });
}
