import type { ObjectMeta } from '../metadata/object-metadata';

/** The two lookups of a link table (type many), seen from one side of the relation. */
export type LinkSides = {
  linkObject: string;
  /** The lookup on the link row pointing at the form's record. */
  ownField: string;
  /** The lookup pointing at the items offered for toggling. */
  itemField: string;
  itemObject: string;
};

/**
 * How a link table joins the form's entity to another: the lookup targeting the entity is this
 * side, the other lookup the items. A self-relation uses the first lookup for this side.
 */
export function linkSides(link: ObjectMeta | undefined, entity: string): LinkSides | null {
  if (link?.type !== 'many') return null;
  const lookups = link.properties.filter(
    (property) => property.type === 'Lookup' && property.targets?.length,
  );
  const own = lookups.find((property) => property.targets?.includes(entity));
  const item = lookups.find((property) => property !== own);
  const itemObject = item?.targets?.[0];
  if (!own || !item || !itemObject) return null;
  return { linkObject: link.logicalName, ownField: own.logicalName, itemField: item.logicalName, itemObject };
}

/** Link tables that join `entity` to something: offered on generated forms. */
export function linkObjectsOf(objects: Record<string, ObjectMeta>, entity: string): string[] {
  return Object.values(objects)
    .filter((object) => linkSides(object, entity) !== null)
    .map((object) => object.logicalName)
    .sort();
}
