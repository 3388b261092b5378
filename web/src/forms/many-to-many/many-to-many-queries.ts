import type { FetchFilter, FetchQuery } from '@strata/api/contract/query';
import { escapeLike, fetchLimits } from '@strata/api/contract/query-rules';
import type { LinkSides } from '../../form-context/link-sides';

/**
 * The fetch queries of a many-to-many relation. Both lists page (data/use-paged-rows.ts)
 * on a unique order: the name (a lookup sorts by its label), then the id.
 */

/** The other side's records, by name; `search` keeps those whose name contains it. */
export function itemsQuery(itemObject: string, search: string): FetchQuery {
  const text = search.trim();
  return {
    entity: {
      name: itemObject,
      attributes: [{ attribute: 'id' }, { attribute: 'name' }],
      ...(text
        ? {
            filter: { conditions: [{ attribute: 'name', operator: 'like', value: `%${escapeLike(text)}%` }] },
          }
        : {}),
      orders: [{ attribute: 'name' }, { attribute: 'id' }],
    },
  };
}

/** The record's link rows, by the linked item's label. */
export function linkedQuery(sides: LinkSides, recordId: string): FetchQuery {
  return {
    entity: {
      name: sides.linkObject,
      attributes: [{ attribute: 'id' }, { attribute: 'versionnumber' }, { attribute: sides.itemField }],
      filter: { conditions: [{ attribute: sides.ownField, operator: 'eq', value: recordId }] },
      orders: [{ attribute: sides.itemField }, { attribute: 'id' }],
    },
  };
}

/** The record's link rows to some items: whether each item shown is linked, and by which row. */
export function linksToQuery(sides: LinkSides, recordId: string, itemIds: readonly string[]): FetchQuery {
  return {
    entity: {
      name: sides.linkObject,
      attributes: [{ attribute: 'id' }, { attribute: 'versionnumber' }, { attribute: sides.itemField }],
      filter: {
        conditions: [
          { attribute: sides.ownField, operator: 'eq', value: recordId },
          { attribute: sides.itemField, operator: 'in', value: [...itemIds] },
        ],
      },
    },
    // two rows may link the same pair (nothing forbids it): room for them, the first counts
    pageSize: itemIds.length * 2,
  };
}

/** The ids asked about in one linksToQuery, within the `in` operator's limit. */
export const itemsPerLinkQuery = Math.min(500, fetchLimits.inValues);

/** How many rows a query's filter matches ('showing N of M'). */
export function countQuery(query: FetchQuery): FetchQuery {
  const filter: FetchFilter | undefined = query.entity.filter;
  return {
    entity: {
      name: query.entity.name,
      attributes: [{ attribute: 'id', aggregate: 'count', alias: 'count' }],
      ...(filter ? { filter } : {}),
    },
  };
}
