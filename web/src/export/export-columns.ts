import type { FetchAttribute, FetchLink, FetchQuery } from '@strata/api/contract/query';
import { attributeOutputKey } from '@strata/api/contract/query-rules';
import { resolveColumns } from '../list-views/columns';
import type { ListColumnDefinition } from '../list-views/list-definition';
import { findProperty, type ObjectMeta, type PropertyMeta } from '../metadata/object-metadata';

/** A column of an exported table: where its value sits in a row, its heading and its property. */
export type ExportColumn = { key: string; label: string; property: PropertyMeta | undefined };

type MetaDict = Record<string, ObjectMeta | undefined>;

/**
 * The property that formats an attribute's value. Counts and date groups (a year is a
 * number, not a date) have none: their values are plain numbers.
 */
function valueProperty(
  attribute: FetchAttribute,
  property: PropertyMeta | undefined,
): PropertyMeta | undefined {
  if (attribute.aggregate === 'count' || attribute.aggregate === 'countdistinct') return undefined;
  if (attribute.groupBy && attribute.groupBy !== 'column') return undefined;
  return property;
}

function attributeColumn(
  attribute: FetchAttribute,
  object: ObjectMeta | undefined,
  linkAlias: string | undefined,
): ExportColumn {
  const property = findProperty(object, attribute.attribute);
  let label = property?.displayName ?? attribute.attribute;
  // a linked entity's attribute says whose it is: "Account Name (Account)"
  if (linkAlias !== undefined && object) label = `${label} (${object.displayName})`;
  if (attribute.aggregate) label = `${label} (${attribute.aggregate})`;
  return {
    key: attributeOutputKey(attribute, linkAlias),
    label: attribute.alias ?? label,
    property: valueProperty(attribute, property),
  };
}

function linkColumns(links: readonly FetchLink[] | undefined, metaDict: MetaDict): ExportColumn[] {
  return (links ?? []).flatMap((link) => {
    const alias = link.alias ?? link.name;
    const object = metaDict[link.name];
    return [
      ...(link.attributes ?? []).map((attribute) => attributeColumn(attribute, object, alias)),
      ...linkColumns(link.links, metaDict),
    ];
  });
}

/**
 * Every value a query's rows carry, in query order: with allattrs each property of the
 * entity, then the listed attributes, then those of its links. Binary columns are left out:
 * their bytes mean nothing in a table.
 */
export function queryColumns(query: FetchQuery, object: ObjectMeta, metaDict: MetaDict): ExportColumn[] {
  const all = query.entity.allattrs
    ? object.properties
        .filter((property) => property.type !== 'Binary')
        .map((property) => ({ key: property.logicalName, label: property.displayName, property }))
    : [];
  const listed = (query.entity.attributes ?? []).map((attribute) =>
    attributeColumn(attribute, object, undefined),
  );
  const seen = new Set<string>();
  return [...all, ...listed, ...linkColumns(query.entity.links, metaDict)].filter((column) => {
    if (seen.has(column.key)) return false;
    seen.add(column.key);
    return true;
  });
}

/**
 * The columns an export offers. With column settings (a list's view columns) those, with
 * their labels and order, as far as the query returns their values; otherwise (or when none of
 * them is returned) every value the query returns.
 */
export function exportColumns(
  query: FetchQuery,
  object: ObjectMeta,
  metaDict: MetaDict,
  definitions?: readonly ListColumnDefinition[],
): ExportColumn[] {
  const returned = queryColumns(query, object, metaDict);
  if (!definitions?.length) return returned;
  const keys = new Set(returned.map((column) => column.key));
  const seen = new Set<string>();
  const chosen = resolveColumns({ query, columns: [...definitions] }, object, metaDict)
    .filter((column) => keys.has(column.key) && !seen.has(column.key) && seen.add(column.key))
    .map((column) => ({ key: column.key, label: column.label, property: column.property }));
  return chosen.length ? chosen : returned;
}
