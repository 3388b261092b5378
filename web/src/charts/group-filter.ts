import type { FetchCondition, FetchFilter } from '@strata/api/contract/query';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { ChartGroup } from './chart-body';
import { parseDateGroup } from './date-groups';

/**
 * The filter a click on a chart column sets (spec 000 section 2): the records of that group.
 * A column group matches its value (a lookup by id, an empty group with `null`); a date group
 * matches its UTC range with ge/lt, which is how the server cut the groups. Several groups
 * combine with and. Null when a group key cannot be read back, so no wrong filter is set.
 */
function dateValue(date: Date, dateOnly: boolean): string {
  const iso = date.toISOString();
  return dateOnly ? iso.slice(0, 10) : iso;
}

function conditionsFor(
  group: ChartGroup,
  value: unknown,
  object: ObjectMeta | undefined,
): FetchCondition[] | null {
  const attribute = group.field;
  if (value === null || value === undefined) return [{ attribute, operator: 'null' }];
  if (group.method === 'column') {
    const id = typeof value === 'object' ? (value as { id?: unknown }).id : value;
    if (id === undefined || (typeof id === 'object' && id !== null)) return null;
    return [{ attribute, operator: 'eq', value: id }];
  }
  const range = parseDateGroup(group.method, value);
  if (!range) return null;
  const property = object?.properties.find((p) => p.logicalName === attribute);
  const dateOnly = property?.flags.includes('DateOnly') ?? false;
  return [
    { attribute, operator: 'ge', value: dateValue(range.start, dateOnly) },
    { attribute, operator: 'lt', value: dateValue(range.end, dateOnly) },
  ];
}

export function groupFilter(
  groups: readonly ChartGroup[],
  values: readonly unknown[],
  object: ObjectMeta | undefined,
): FetchFilter | null {
  const conditions: FetchCondition[] = [];
  for (const [index, group] of groups.entries()) {
    const parts = conditionsFor(group, values[index], object);
    if (!parts) return null;
    conditions.push(...parts);
  }
  return { type: 'and', conditions };
}

/**
 * What a click on a group does: a click on another group selects it and filters on it; a
 * click on the selected group (or a clear, point null) drops the filter. Undefined when the
 * clicked group gives no filter, so the click changes nothing.
 */
export function toggleGroup(
  selectedKey: string | null,
  point: { key: string; groups: readonly unknown[] } | null,
  groups: readonly ChartGroup[],
  object: ObjectMeta | undefined,
): { key: string | null; condition: FetchFilter | null } | undefined {
  if (!point || point.key === selectedKey) return { key: null, condition: null };
  const condition = groupFilter(groups, point.groups, object);
  return condition ? { key: point.key, condition } : undefined;
}
