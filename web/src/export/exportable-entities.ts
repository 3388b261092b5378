import type { ObjectMeta } from '../metadata/object-metadata';
import { canDo, type PermissionDictionary } from '../session/permissions';

/** An entity the export picker offers: its logical name and its plural display name. */
export type ExportableEntity = { name: string; label: string; singular: string };

/**
 * The entities the export picker lists (spec 001 sections 2 and 6): those the user can read,
 * without link tables (type 'many', the intersect tables of many-to-many relations), whose rows
 * mean nothing on their own. metaDict already holds only readable entities; the permission is
 * checked again so a stale context can never offer more than the user may read.
 */
export function exportableEntities(
  metaDict: Record<string, ObjectMeta | undefined>,
  permDict: PermissionDictionary,
  language: string,
): ExportableEntity[] {
  return Object.values(metaDict)
    .filter(
      (object): object is ObjectMeta =>
        object !== undefined && object.type !== 'many' && canDo(permDict, object.logicalName, 'read'),
    )
    .map((object) => ({
      name: object.logicalName,
      label: object.displayNamePlural || object.displayName,
      singular: object.displayName,
    }))
    .sort((left, right) => left.label.localeCompare(right.label, language));
}
