import type { FetchQuery } from '@strata/api/contract/query';
import { retrieveMultiple } from '../../data/data-api';

/** A batch makes at most this many documents at once (issue 19: a selection, or all filtered up to 500). */
export const maxBatchRecords = 500;

/**
 * The records a batch prints: the selection, or else the list's filtered query in its order,
 * ids only, one page of at most 500. `more` says the list holds more than that.
 */
export async function batchRecordIds(
  query: FetchQuery,
  selectedIds: readonly string[],
  signal?: AbortSignal,
): Promise<{ ids: string[]; more: boolean }> {
  if (selectedIds.length > 0) {
    return { ids: selectedIds.slice(0, maxBatchRecords), more: selectedIds.length > maxBatchRecords };
  }
  const { entity } = query;
  const rows = await retrieveMultiple(
    {
      entity: {
        name: entity.name,
        attributes: [{ attribute: 'id' }],
        ...(entity.filter ? { filter: entity.filter } : {}),
        ...(entity.links ? { links: entity.links } : {}),
        ...(entity.orders ? { orders: entity.orders } : {}),
      },
      count: maxBatchRecords + 1,
    } as FetchQuery,
    signal,
  );
  const ids = rows.map((row) => String(row.id));
  return { ids: ids.slice(0, maxBatchRecords), more: ids.length > maxBatchRecords };
}
