import type { FetchAttribute, FetchQuery } from '@strata/api/contract/query';
import { attributeOutputKey } from '@strata/api/contract/query-rules';
import { comparable, compareValues, type JoinedRow } from './local-conditions';
import { OfflineQueryError } from './offline-query-error';

type Selected = { attribute: FetchAttribute; key: string; source: string };

function selected(query: FetchQuery): Selected[] {
  const out: Selected[] = (query.entity.attributes ?? []).map((attribute) => ({
    attribute,
    key: attributeOutputKey(attribute),
    source: attribute.attribute,
  }));
  const walk = (links: FetchQuery['entity']['links']) => {
    for (const link of links ?? []) {
      const alias = link.alias ?? link.name;
      for (const attribute of link.attributes ?? []) {
        out.push({
          attribute,
          key: attributeOutputKey(attribute, alias),
          source: `${alias}.${attribute.attribute}`,
        });
      }
      walk(link.links);
    }
  };
  walk(query.entity.links);
  return out;
}

function aggregate(method: string, values: unknown[]): unknown {
  const present = values.filter((value) => value !== null && value !== undefined).map(comparable);
  switch (method) {
    case 'count':
      return present.length;
    case 'countdistinct':
      return new Set(present.map((value) => JSON.stringify(value))).size;
    case 'sum':
      return present.length ? present.reduce((total: number, value) => total + Number(value), 0) : null;
    case 'average':
      return present.length
        ? present.reduce((total: number, value) => total + Number(value), 0) / present.length
        : null;
    case 'min':
    case 'max': {
      if (!present.length) return null;
      const sorted = [...present].sort(compareValues);
      return method === 'min' ? sorted[0] : sorted[sorted.length - 1];
    }
    default:
      throw new OfflineQueryError(method, 'unsupported');
  }
}

/**
 * Aggregates (count, countdistinct, min, max, sum, average) over the filtered rows, grouped by
 * the `column` group method. Date groupings (year ... day) follow the server's time zone and ISO
 * weeks; they are not answered offline.
 */
export function aggregateRows(rows: readonly JoinedRow[], query: FetchQuery): Record<string, unknown>[] {
  const columns = selected(query);
  for (const column of columns) {
    if (column.attribute.groupBy && column.attribute.groupBy !== 'column') {
      throw new OfflineQueryError(column.attribute.groupBy, 'unsupported');
    }
  }
  const groupColumns = columns.filter((column) => column.attribute.groupBy);
  const groups = new Map<string, JoinedRow[]>();
  for (const row of rows) {
    const key = JSON.stringify(groupColumns.map((column) => comparable(row[column.source]) ?? null));
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  if (groups.size === 0 && groupColumns.length === 0) groups.set('[]', []);
  const out = [...groups.values()].map((group) =>
    Object.fromEntries(
      columns.map((column) => [
        column.key,
        column.attribute.aggregate
          ? aggregate(
              column.attribute.aggregate,
              group.map((row) => row[column.source]),
            )
          : (group[0]?.[column.source] ?? null),
      ]),
    ),
  );
  const orders = query.entity.orders ?? [];
  return out.sort((a, b) => {
    for (const order of orders) {
      const key = order.alias ?? String(order.attribute);
      const result = compareValues(a[key] ?? '', b[key] ?? '');
      if (result !== 0) return order.descending ? -result : result;
    }
    return 0;
  });
}
