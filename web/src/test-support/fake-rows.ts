import type { FetchCondition, FetchFilter, FetchQuery } from '@strata/api/contract/query';

/**
 * A table of records answering fetch queries in a DOM test, so a screen's filters, sort and
 * paging show the rows a server would return: `fakeRows(rows)(query)` keeps the rows the
 * query's filter matches (and/or groups; eq, ne, lt, le, gt, ge, like, in, null and not-null;
 * lookups compared by id), sorts them by its orders
 * and cuts its page. Outer links only add columns (give the records their aliased values);
 * other links and other operators are not understood: such a query throws, and the
 * fetch fails, rather than answering rows the real server would not.
 */
export type FakeRecord = Record<string, unknown>;

const comparable = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value;

/** A LIKE pattern as a case-insensitive regular expression: % any text, _ one character, \\ escapes. */
function likePattern(like: string): RegExp {
  let source = '';
  for (let index = 0; index < like.length; index++) {
    const char = like[index] as string;
    if (char === '\\' && index + 1 < like.length) source += escapeRegExp(like[++index] as string);
    else if (char === '%') source += '.*';
    else if (char === '_') source += '.';
    else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`, 'is');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const compare = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' || typeof b === 'number') return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
};

function matchesCondition(record: FakeRecord, condition: FetchCondition): boolean {
  if (condition.entityName) throw new Error(`fakeRows: no links (${condition.entityName})`);
  const actual = comparable(record[condition.attribute]);
  const wanted = condition.value;
  const present = actual !== null && actual !== undefined;
  switch (condition.operator) {
    case 'eq':
      return present && String(actual) === String(comparable(wanted));
    case 'ne':
      return !present || String(actual) !== String(comparable(wanted));
    case 'lt':
      return present && compare(actual, wanted) < 0;
    case 'le':
      return present && compare(actual, wanted) <= 0;
    case 'gt':
      return present && compare(actual, wanted) > 0;
    case 'ge':
      return present && compare(actual, wanted) >= 0;
    case 'like':
      return present && likePattern(String(wanted)).test(String(actual));
    case 'in':
      return (
        present && (wanted as unknown[]).map((item) => String(comparable(item))).includes(String(actual))
      );
    case 'null':
      return !present;
    case 'not-null':
      return present;
    default:
      throw new Error(`fakeRows: operator ${String(condition.operator)} is not faked`);
  }
}

/** Whether `record` passes `filter` (no filter passes every record). */
export function matchesFilter(record: FakeRecord, filter: FetchFilter | undefined): boolean {
  if (!filter) return true;
  const results = [
    ...(filter.conditions ?? []).map((condition) => matchesCondition(record, condition)),
    ...(filter.filters ?? []).map((child) => matchesFilter(record, child)),
  ];
  return filter.type === 'or' ? results.length === 0 || results.some(Boolean) : results.every(Boolean);
}

/** An answer for a fetch of these records (see above). */
export function fakeRows(records: readonly FakeRecord[]) {
  return (query: FetchQuery): FakeRecord[] => {
    // an outer link only adds columns (the records carry them, by alias); others would narrow
    for (const link of query.entity.links ?? []) {
      if (link.type !== 'outer' || link.filter || link.links?.length)
        throw new Error('fakeRows: only plain outer links');
    }
    const matching = records.filter((record) => matchesFilter(record, query.entity.filter));
    const orders = query.entity.orders ?? [];
    const sorted = [...matching].sort((a, b) => {
      for (const order of orders) {
        const key = order.attribute ?? order.alias ?? '';
        const result = compare(comparable(a[key]) ?? '', comparable(b[key]) ?? '');
        if (result !== 0) return order.descending ? -result : result;
      }
      return 0;
    });
    const size = query.pageSize ?? query.count;
    if (!size) return sorted;
    const start = ((query.page ?? 1) - 1) * size;
    return sorted.slice(start, start + size);
  };
}
