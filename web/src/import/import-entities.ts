import { serverWrittenEntities } from '@strata/api/contract/server-written';
import type { ObjectMeta } from '../metadata/object-metadata';
import { canDo, type PermissionDictionary } from '../session/permissions';

/**
 * Whether the user may import into an entity: it is readable (in metaDict, since matching and
 * the preview read it), not a link table, not one only the server writes (a file of refused
 * rows otherwise), and the user may create its records (entity;0).
 */
export function canImportInto(
  metaDict: Record<string, ObjectMeta>,
  permDict: PermissionDictionary,
  name: string,
): boolean {
  const object = metaDict[name];
  return (
    !!object && object.type !== 'many' && !serverWrittenEntities.has(name) && canDo(permDict, name, 'create')
  );
}

/** The object selector's choices, by display name in the user's language. */
export function importableEntities(
  metaDict: Record<string, ObjectMeta>,
  permDict: PermissionDictionary,
  language: string,
): ObjectMeta[] {
  return Object.values(metaDict)
    .filter((object) => canImportInto(metaDict, permDict, object.logicalName))
    .sort((left, right) => left.displayName.localeCompare(right.displayName, language));
}

/** Update Existing needs update rights (entity;2); without them the mode is not offered. */
export const canUpdateRecords = (permDict: PermissionDictionary, name: string) =>
  canDo(permDict, name, 'update');
