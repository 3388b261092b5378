import type { FetchCondition, FetchFilter, FetchLink } from '@strata/api/contract/query';
import { escapeLike } from '@strata/api/contract/query-rules';
import type { PropertyMeta } from '../metadata/object-metadata';
import { customFilterToFilter } from './custom-filters.js';
import {
  ageRange,
  type DateRange,
  dayRange,
  daySpanRange,
  isDateQuickOption,
  quickDateRange,
} from './date-ranges.js';
import type { FilterSelection, FilterSelections, QuickFilterDefinition } from './quick-filter.js';

/** What the builder needs besides the filters: who the user is and when "today" is. */
export type FilterContext = {
  now: Date;
  userId: string;
  /** users sharing a team with the current user (the owner filter's "my team") */
  teamUserIds: readonly string[];
  /** the property a filter works on; undefined when unknown */
  propertyOf: (definition: QuickFilterDefinition) => PropertyMeta | undefined;
  /** the aliases of the links of the view's query */
  linkAliases: readonly string[];
};

/** 'property with alias, but no custom fetch is defined' / '{alias} link not found in custom fetch' */
export type FilterProblem =
  | { key: 'problems.aliasWithoutCustomFetch' }
  | { key: 'problems.linkNotFound'; alias: string };

export type BuiltFilter = {
  filter: FetchFilter | undefined;
  /** links that custom fetches of active filters add to the query */
  links: FetchLink[];
  /** configuration problems of spec 001 section 5, as translation keys of the lists namespace */
  problems: FilterProblem[];
};

const propertyName = (definition: QuickFilterDefinition) =>
  definition.propertyName ?? (definition.type === 'owner' ? 'ownerid' : definition.name);

/** `%text%` with LIKE's wildcards and escape character taken literally. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

function dateValue(date: Date, property: PropertyMeta | undefined): string {
  if (property?.flags.includes('DateOnly')) {
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }
  return date.toISOString();
}

function rangeConditions(attribute: string, range: DateRange | null, property: PropertyMeta | undefined) {
  const conditions: FetchCondition[] = [];
  if (range?.start) conditions.push({ attribute, operator: 'ge', value: dateValue(range.start, property) });
  if (range?.end) conditions.push({ attribute, operator: 'lt', value: dateValue(range.end, property) });
  return conditions;
}

/** A number typed or stored as text (a decimal comma allowed); undefined for nothing or no number. */
export const numberOrUndefined = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(number) ? number : undefined;
};

const longEnough = (value: unknown, definition: QuickFilterDefinition) =>
  value !== undefined && value !== null && String(value).length >= Math.max(definition.minimumLength ?? 0, 1);

function dateConditions(
  definition: QuickFilterDefinition,
  selection: FilterSelection,
  attribute: string,
  context: FilterContext,
  property: PropertyMeta | undefined,
): FetchCondition[] {
  switch (definition.type) {
    case 'date':
    case 'daterange': {
      if (isDateQuickOption(selection.option)) {
        return rangeConditions(attribute, quickDateRange(selection.option, context.now), property);
      }
      if (definition.type === 'date') return [];
      return rangeConditions(attribute, daySpanRange(asText(selection.from), asText(selection.to)), property);
    }
    case 'day':
      return rangeConditions(attribute, dayRange(asText(selection.from)), property);
    case 'dayrange':
      return rangeConditions(attribute, daySpanRange(asText(selection.from), asText(selection.to)), property);
    case 'age':
      return rangeConditions(
        attribute,
        ageRange(numberOrUndefined(selection.from), numberOrUndefined(selection.to), context.now),
        property,
      );
    default:
      return [];
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The conditions one filter adds; empty when it is inactive. */
export function filterConditions(
  definition: QuickFilterDefinition,
  selection: FilterSelection | undefined,
  context: FilterContext,
): FetchCondition[] {
  if (!selection) return [];
  const attribute = propertyName(definition);
  const property = context.propertyOf(definition);
  const at = definition.alias ? { entityName: definition.alias } : {};
  const conditions = ((): FetchCondition[] => {
    switch (definition.type) {
      case 'options': {
        const values = (selection.values ?? []).filter((value) => value !== undefined && value !== null);
        if (values.length === 0) return [];
        // a multi-select is a bitmap: a record matches when any chosen option's bit is set
        if (property?.flags.includes('MultiSelect'))
          return [{ attribute, operator: 'contain-values', value: values.map(Number) }];
        return values.length === 1
          ? [{ attribute, operator: 'eq', value: values[0] }]
          : [{ attribute, operator: 'in', value: values }];
      }
      case 'lookup': {
        const ids = (selection.values ?? [])
          .map((value) =>
            typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value,
          )
          .filter((id): id is string => typeof id === 'string');
        if (ids.length === 0) return [];
        return ids.length === 1
          ? [{ attribute, operator: 'eq', value: ids[0] }]
          : [{ attribute, operator: 'in', value: ids }];
      }
      case 'owner':
        switch (selection.option) {
          case 'me':
            return [{ attribute, operator: 'eq', value: context.userId }];
          case 'notme':
            return [{ attribute, operator: 'ne', value: context.userId }];
          case 'team': {
            const ids = [...new Set([context.userId, ...context.teamUserIds])];
            return [{ attribute, operator: 'in', value: ids }];
          }
          default:
            return [];
        }
      case 'text': {
        const text = selection.text?.trim() ?? '';
        if (!longEnough(text, definition)) return [];
        return [{ attribute, operator: 'like', value: likePattern(text) }];
      }
      case 'number': {
        if (!longEnough(selection.from, definition)) return [];
        const value = numberOrUndefined(selection.from);
        return value === undefined ? [] : [{ attribute, operator: 'eq', value }];
      }
      case 'numericrange': {
        const from = numberOrUndefined(selection.from);
        const to = numberOrUndefined(selection.to);
        const result: FetchCondition[] = [];
        if (from !== undefined) result.push({ attribute, operator: 'ge', value: from });
        if (to !== undefined) result.push({ attribute, operator: 'le', value: to });
        return result;
      }
      case 'date':
      case 'daterange':
      case 'day':
      case 'dayrange':
      case 'age':
        return dateConditions(definition, selection, attribute, context, property);
      default:
        // custom filters give a whole filter (customFilter below); unknown kinds filter nothing
        return [];
    }
  })();
  return conditions.map((condition) => ({ ...condition, ...at }));
}

const isEmptyFilter = (filter: FetchFilter) => !filter.conditions?.length && !filter.filters?.length;

/** The filter's conditions, down the nested filters, on the link `alias` unless they name one. */
function onAlias(filter: FetchFilter, alias: string | undefined): FetchFilter {
  if (!alias) return filter;
  return {
    ...filter,
    ...(filter.conditions
      ? {
          conditions: filter.conditions.map((condition) =>
            condition.entityName ? condition : { ...condition, entityName: alias },
          ),
        }
      : {}),
    ...(filter.filters ? { filters: filter.filters.map((child) => onAlias(child, alias)) } : {}),
  };
}

/**
 * What a custom filter adds: its registration's toFilter (custom-filters.ts) for the
 * selection; undefined when it has none, answers nothing or an empty filter, or throws.
 */
export function customFilter(
  definition: QuickFilterDefinition,
  selection: FilterSelection | undefined,
): FetchFilter | undefined {
  if (definition.type !== 'custom') return undefined;
  const toFilter = customFilterToFilter(definition.component);
  if (!toFilter) return undefined;
  let filter: FetchFilter | undefined;
  try {
    filter = toFilter(selection, definition);
  } catch (error) {
    // one broken custom filter must not take the whole list down: it filters nothing
    console.error(`custom filter ${definition.name} failed`, error);
    return undefined;
  }
  return filter && !isEmptyFilter(filter) ? onAlias(filter, definition.alias) : undefined;
}

/** Whether a filter narrows the list: an active chip is blue, an inactive one gray. */
export function isFilterActive(
  definition: QuickFilterDefinition,
  selection: FilterSelection | undefined,
  context: FilterContext,
): boolean {
  return (
    filterConditions(definition, selection, context).length > 0 ||
    customFilter(definition, selection) !== undefined
  );
}

function customFetchLinks(customFetch: unknown): FetchLink[] {
  if (Array.isArray(customFetch)) return customFetch as FetchLink[];
  const links = (customFetch as { links?: unknown } | null | undefined)?.links;
  return Array.isArray(links) ? (links as FetchLink[]) : [];
}

/**
 * The list's filter: the view's own filter AND every active quick filter AND the search text
 * AND the user's Advanced Find filter (spec 001 sections 4 and 5). A mandatory group whose
 * filters are all inactive forces an empty result with an id-is-null condition. The view's
 * and the advanced filter are kept as given (the same objects) among the nested filters.
 */
export function buildListFilter(options: {
  viewFilter: FetchFilter | undefined;
  definitions: readonly QuickFilterDefinition[];
  selections: FilterSelections;
  context: FilterContext;
  advanced?: FetchFilter | undefined;
}): BuiltFilter {
  const { viewFilter, definitions, selections, context, advanced } = options;
  const conditions: FetchCondition[] = [];
  const custom: FetchFilter[] = [];
  const links: FetchLink[] = [];
  const problems: FilterProblem[] = [];
  const groups = new Map<string, boolean>();
  for (const definition of definitions) {
    const own = filterConditions(definition, selections[definition.name], context);
    const ownFilter = customFilter(definition, selections[definition.name]);
    const active = own.length > 0 || ownFilter !== undefined;
    if (definition.mandatoryGroup) {
      groups.set(definition.mandatoryGroup, (groups.get(definition.mandatoryGroup) ?? false) || active);
    }
    if (!active) continue;
    if (definition.alias) {
      const extra = customFetchLinks(definition.customFetch);
      if (!definition.customFetch) {
        problems.push({ key: 'problems.aliasWithoutCustomFetch' });
        continue;
      }
      const known = new Set([...context.linkAliases, ...extra.map((link) => link.alias ?? link.name)]);
      if (!known.has(definition.alias)) {
        problems.push({ key: 'problems.linkNotFound', alias: definition.alias });
        continue;
      }
      for (const link of extra) {
        const alias = link.alias ?? link.name;
        if (
          !context.linkAliases.includes(alias) &&
          !links.some((other) => (other.alias ?? other.name) === alias)
        ) {
          links.push(link);
        }
      }
    }
    conditions.push(...own);
    if (ownFilter) custom.push(ownFilter);
  }
  for (const satisfied of groups.values()) {
    if (!satisfied) conditions.push({ attribute: 'id', operator: 'null' });
  }
  const nested = [viewFilter, ...custom, advanced].filter((part): part is FetchFilter => part !== undefined);
  if (conditions.length === 0) {
    // a single part goes as it is (the view's filter unchanged when nothing else filters)
    const filter = nested.length > 1 ? { type: 'and' as const, filters: nested } : nested[0];
    return { filter, links, problems };
  }
  const quick: FetchFilter = { type: 'and', conditions };
  const filter = nested.length ? { ...quick, filters: nested } : quick;
  return { filter, links, problems };
}
