import type { FetchLink } from '@strata/api/contract/query';
import type { ObjectMeta, PropertyMeta } from '../metadata/object-metadata';
import type { ListColumnDefinition, ListViewBody } from './list-definition';

/** A column ready to draw: where its value sits in a row and what property describes it. */
export type ListColumn = {
  /** the view's attribute text: `name` or `alias.name` for a linked entity */
  attribute: string;
  /** the key of the value in a fetched row */
  key: string;
  label: string;
  width: number;
  property: PropertyMeta | undefined;
  /** the entity the property belongs to */
  objectName: string;
  /** the link alias for an attribute of a linked entity */
  entityName?: string | undefined;
  definition: ListColumnDefinition;
};

export const defaultColumnWidth = 150;

/** The link of a query (at any depth) that an alias (or, without one, a name) names. */
export function findLink(links: readonly FetchLink[] | undefined, alias: string): FetchLink | undefined {
  for (const link of links ?? []) {
    if ((link.alias ?? link.name) === alias) return link;
    const nested = findLink(link.links, alias);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The view's column settings: its columns, or for a view without them its query's attributes
 * (aggregates aside: a list row has none). Customise mode edits the same list.
 */
export function columnDefinitions(body: ListViewBody): ListColumnDefinition[] {
  return (
    body.columns ??
    (body.query.entity.attributes ?? [{ attribute: 'name' }])
      .filter((attribute) => !attribute.aggregate)
      .map((attribute) => ({ attribute: attribute.alias ?? attribute.attribute }))
  );
}

/**
 * The view's columns resolved against metadata. `alias.attribute` columns read the linked
 * entity's property and take the key the server gives the link attribute (its alias, else
 * `alias.attribute`). A view without columns shows its query's attributes.
 */
export function resolveColumns(
  body: ListViewBody,
  object: ObjectMeta,
  metaDict: Record<string, ObjectMeta | undefined>,
): ListColumn[] {
  return columnDefinitions(body).map((definition) => {
    const dot = definition.attribute.indexOf('.');
    let property: PropertyMeta | undefined;
    let key = definition.attribute;
    let objectName = object.logicalName;
    let entityName: string | undefined;
    if (dot > 0) {
      entityName = definition.attribute.slice(0, dot);
      const attribute = definition.attribute.slice(dot + 1);
      const link = findLink(body.query.entity.links, entityName);
      const linked = link?.attributes?.find((item) => item.attribute === attribute && !item.aggregate);
      if (link) objectName = link.name;
      if (linked?.alias) key = linked.alias;
      property = metaDict[objectName]?.properties.find((item) => item.logicalName === attribute);
    } else {
      property = object.properties.find((item) => item.logicalName === definition.attribute);
    }
    return {
      attribute: definition.attribute,
      key,
      label: definition.label || property?.displayName || definition.attribute,
      width: definition.width || defaultColumnWidth,
      property,
      objectName,
      entityName,
      definition,
    };
  });
}

/**
 * Columns in mobile card order: by mobileOrder (those without one after, in view order).
 */
export function mobileColumns(columns: readonly ListColumn[]): ListColumn[] {
  return columns
    .map((column, index) => ({ column, index }))
    .sort((left, right) => {
      const a = left.column.definition.mobileOrder ?? Number.POSITIVE_INFINITY;
      const b = right.column.definition.mobileOrder ?? Number.POSITIVE_INFINITY;
      return a === b ? left.index - right.index : a - b;
    })
    .map(({ column }) => column);
}

/**
 * The form rows open in: the formName of the name column, else of the first of the list's own
 * (not linked) columns that names one; none means the entity's default form.
 */
export function rowFormName(columns: readonly ListColumn[]): string | undefined {
  const own = columns.filter((column) => !column.entityName && column.definition.formName);
  return (own.find((column) => column.key === 'name') ?? own[0])?.definition.formName;
}
