import type { FetchCondition, FetchFilter } from '@strata/api/contract/query';
import type { ObjectMeta, PropertyMeta } from '../../metadata/object-metadata';

/**
 * Dashboard filters (spec 001 section 2): option-set checkboxes, lookup checkboxes and a
 * date range. A filter names a field; every widget whose entity has a field of that name and
 * kind is narrowed by the user's choice, so one "Owner" filter narrows opportunities and
 * activities alike.
 */
export type FilterKind = 'options' | 'lookup' | 'daterange';

/** The user's choice for one filter: checked values (options, lookup ids) or from/to dates. */
export type FilterChoice = {
  values?: (string | number | boolean)[] | undefined;
  /** YYYY-MM-DD, inclusive */
  from?: string | undefined;
  /** YYYY-MM-DD, inclusive */
  to?: string | undefined;
};
export type FilterChoices = Record<string, FilterChoice>;

export type ActiveFilter = { field: string; kind: FilterKind };

/** The kind of filter a property gives, or null when it cannot be a dashboard filter. */
export function filterKind(property: PropertyMeta | undefined): FilterKind | null {
  if (!property) return null;
  if (property.type === 'Lookup') return 'lookup';
  if (property.type === 'DateTime') return 'daterange';
  if (property.flags.includes('OptionSet') || property.type === 'Boolean') return 'options';
  return null;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a YYYY-MM-DD date, as YYYY-MM-DD (calendar arithmetic, no time zone). */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/**
 * A date-only field compares dates; a date-time field the user's local days, sent as instants
 * (the 'to' day is included: before the next local midnight).
 */
function dateBound(date: string, property: PropertyMeta): string {
  if (property.flags.includes('DateOnly')) return date;
  return new Date(`${date}T00:00:00`).toISOString();
}

function conditionsFor(kind: FilterKind, property: PropertyMeta, choice: FilterChoice): FetchCondition[] {
  const attribute = property.logicalName;
  if (kind === 'daterange') {
    const conditions: FetchCondition[] = [];
    if (choice.from && datePattern.test(choice.from))
      conditions.push({ attribute, operator: 'ge', value: dateBound(choice.from, property) });
    if (choice.to && datePattern.test(choice.to))
      conditions.push({ attribute, operator: 'lt', value: dateBound(nextDay(choice.to), property) });
    return conditions;
  }
  const values = choice.values ?? [];
  if (values.length === 0) return [];
  return [{ attribute, operator: 'in', value: values }];
}

/**
 * The filter of one widget: its own extraFetch and every dashboard filter whose field the
 * widget's entity has with the same kind. Undefined when nothing narrows it.
 */
export function widgetFilter(
  object: ObjectMeta,
  filters: readonly ActiveFilter[],
  choices: FilterChoices,
  extraFetch?: FetchFilter | undefined,
): FetchFilter | undefined {
  const conditions: FetchCondition[] = [];
  for (const filter of filters) {
    const choice = choices[filter.field];
    const property = object.properties.find((item) => item.logicalName === filter.field);
    if (!choice || filterKind(property) !== filter.kind) continue;
    conditions.push(...conditionsFor(filter.kind, property as PropertyMeta, choice));
  }
  const hasExtra = Boolean(extraFetch && (extraFetch.conditions?.length || extraFetch.filters?.length));
  if (conditions.length === 0) return hasExtra ? extraFetch : undefined;
  const own: FetchFilter = { type: 'and', conditions };
  return hasExtra ? { type: 'and', filters: [extraFetch as FetchFilter, own] } : own;
}

/** Two filters both applying (a widget's and a clicked group's); either may be missing. */
export function bothFilters(left: FetchFilter | undefined, right: FetchFilter | null | undefined) {
  if (!left) return right ?? undefined;
  if (!right) return left;
  return { type: 'and', filters: [left, right] } satisfies FetchFilter;
}
