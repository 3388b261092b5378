import type { FetchAttribute, FetchQuery } from '@strata/api/contract/query';
import { columnDefinitions } from '../list-views/columns';
import type { ListColumnDefinition, ListViewBody } from '../list-views/list-definition';
import { findProperty, type ObjectMeta } from '../metadata/object-metadata';

/** What the Export Records screen starts from: a query and the columns that show its values. */
export type ExportSetup = { query: FetchQuery; columns: ListColumnDefinition[] };

/**
 * The default export of an entity: the columns of its default list view (the first usable
 * one, as the list screen picks it) ordered like that view, or without a view its name column
 * by name. The view's filter is not taken: Export Records starts from all readable records,
 * and Setup Query narrows them. Its links stay, as link columns (`acc.name`) read from them.
 */
export function defaultExportSetup(object: ObjectMeta, body: ListViewBody | undefined): ExportSetup {
  const name = object.logicalName;
  if (!body) {
    return {
      query: { entity: { name, attributes: [{ attribute: 'name' }], orders: [{ attribute: 'name' }] } },
      columns: [{ attribute: 'name' }],
    };
  }
  const columns = columnDefinitions(body);
  const attributes: FetchAttribute[] = [];
  for (const column of columns) {
    // linked columns come from the view's links; unknown names would make the server refuse the query
    if (column.attribute.includes('.') || !findProperty(object, column.attribute)) continue;
    if (!attributes.some((item) => item.attribute === column.attribute)) {
      attributes.push({ attribute: column.attribute });
    }
  }
  if (attributes.length === 0) attributes.push({ attribute: 'name' });
  const { links, orders } = body.query.entity;
  return {
    query: {
      entity: {
        name,
        attributes,
        ...(links?.length ? { links } : {}),
        ...(orders?.length ? { orders } : {}),
      },
    },
    columns,
  };
}
