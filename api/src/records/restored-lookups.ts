import type { DataContext } from '../context/data-context.js';
import type { Queryable } from '../db/types.js';
import { referenceBroken } from '../errors/common-errors.js';
import { lookupTargetColumn } from '../metadata/physical-columns.js';
import { unconfirmedLookups } from './lookup-check.js';
import type { LookupReference } from './lookup-references.js';

const mustStay: ReadonlySet<string> = new Set(['ownerid']);

/**
 * The row undo-delete is about to insert, with lookups to rows deleted since cleared: the same
 * "remove link" their deletion would have applied had the record existed then
 * (records/referring-lookups.ts). A Required lookup, the owner or a link table's lookup that
 * names a missing row cannot be cleared, so the restore is refused with ERR_REFERENCE naming the field.
 * Only existence is checked: restoring puts back what its writer chose, it does not link anew.
 */
export async function withoutDanglingLookups(
  db: Queryable,
  context: DataContext,
  entity: string,
  row: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const properties = context.metadata.properties.get(entity);
  if (!properties) return row;
  const references: LookupReference[] = [];
  for (const property of properties.values()) {
    const id = row[property.logicalName];
    if (property.type !== 'Lookup' || typeof id !== 'string') continue;
    const targets = property.targets ?? [];
    const companion = lookupTargetColumn(property);
    const target = companion ? row[companion] : targets[0];
    if (typeof target !== 'string' || !targets.includes(target)) continue;
    references.push({ field: property.logicalName, target, id: id.toLowerCase(), offset: 0, need: 'exists' });
  }
  const dangling = await unconfirmedLookups(db, context, references);
  if (dangling.length === 0) return row;
  const cleared = { ...row };
  // a link-table row is nothing without both its ends
  const isLink = context.metadata.objects.get(entity)?.type === 'many';
  for (const { field } of dangling) {
    const property = properties.get(field);
    if (isLink || mustStay.has(field) || property?.flags.includes('Required')) {
      throw referenceBroken({ field });
    }
    cleared[field] = null;
    const companion = property ? lookupTargetColumn(property) : undefined;
    if (companion) cleared[companion] = null;
  }
  return cleared;
}
