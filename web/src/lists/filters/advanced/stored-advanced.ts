import type { FetchCondition, FetchFilter } from '@strata/api/contract/query';
import { type FetchOperator, fetchOperators } from '@strata/api/contract/query-rules';

const operators: readonly FetchOperator[] = fetchOperators;
/** As deep as the editor builds (maxGroupDepth), with room to spare below the API's 8. */
const maxDepth = 6;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function condition(value: unknown): FetchCondition | undefined {
  if (!isRecord(value)) return undefined;
  const { attribute, operator } = value;
  if (typeof attribute !== 'string' || !operators.includes(operator as FetchOperator)) return undefined;
  return {
    attribute,
    operator: operator as FetchOperator,
    ...(value.value === undefined ? {} : { value: value.value }),
    ...(typeof value.entityName === 'string' ? { entityName: value.entityName } : {}),
  };
}

function filter(value: unknown, depth: number): FetchFilter | undefined {
  if (!isRecord(value) || depth > maxDepth) return undefined;
  const conditions = Array.isArray(value.conditions) ? value.conditions.map(condition) : [];
  const filters = Array.isArray(value.filters) ? value.filters.map((child) => filter(child, depth + 1)) : [];
  // one broken part drops the whole filter: a filter silently missing a condition would
  // show more records than the user asked for
  if (conditions.includes(undefined) || filters.includes(undefined)) return undefined;
  if (conditions.length === 0 && filters.length === 0) return undefined;
  return {
    type: value.type === 'or' ? 'or' : 'and',
    ...(conditions.length ? { conditions: conditions as FetchCondition[] } : {}),
    ...(filters.length ? { filters: filters as FetchFilter[] } : {}),
  };
}

/**
 * An advanced filter read from localStorage (the list's state or a saved user filter), in
 * shape or dropped. The API still checks names and values; this keeps a hand-edited or
 * older entry from breaking the page.
 */
export function storedAdvanced(value: unknown): FetchFilter | undefined {
  return filter(value, 1);
}

/**
 * The list's filter without the advanced part, for the dialog's read-only listing of what the
 * view and the quick filters add. build-filter puts the advanced filter, as given, among the
 * top filter's children; it is found by identity, else by its JSON.
 */
export function withoutAdvanced(
  built: FetchFilter | undefined,
  advanced: FetchFilter | undefined,
): FetchFilter | undefined {
  if (!built || !advanced) return built;
  if (built === advanced) return undefined;
  const text = JSON.stringify(advanced);
  const children = built.filters ?? [];
  const index = children.findIndex((child) => child === advanced || JSON.stringify(child) === text);
  if (index < 0) return built;
  const filters = children.filter((_, position) => position !== index);
  const conditions = built.conditions ?? [];
  if (conditions.length === 0 && filters.length <= 1) return filters[0];
  const rest: FetchFilter = { ...built, filters };
  if (filters.length === 0) delete rest.filters;
  return rest;
}
