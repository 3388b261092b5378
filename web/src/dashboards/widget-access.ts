import { canDo, type PermissionDictionary } from '../session/permissions';

/**
 * Whether a widget over `entity` shows (spec 001 section 2): an entity the user may not read is
 * left out, not an error; an entity the organisation does not have is 'Object not found'.
 * permDict names every entity of the organisation, metaDict only the readable ones.
 */
export type WidgetAccess = 'show' | 'hidden' | 'missing';

export function widgetAccess(
  entity: string | undefined,
  permDict: PermissionDictionary,
  metaDict: Record<string, unknown>,
): WidgetAccess {
  if (!entity || !Object.hasOwn(permDict, entity)) return 'missing';
  if (!canDo(permDict, entity, 'read') || !metaDict[entity]) return 'hidden';
  return 'show';
}
