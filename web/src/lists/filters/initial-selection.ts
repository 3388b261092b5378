import type { LookupValue } from '../../data/data-api';
import { numberOrUndefined } from '../../list-views/build-filter.js';
import {
  formatIsoDay,
  isDateQuickOption,
  parseIsoDay,
  quickDateRange,
} from '../../list-views/date-ranges.js';
import {
  type FilterSelection,
  type OptionValue,
  ownerOptions,
  type QuickFilterDefinition,
} from '../../list-views/quick-filter.js';
import { type FilterOption, initialOptionsSelection } from './filter-options.js';

/** What the starting selection may depend on besides the definition. */
export type InitialContext = {
  /** an options filter's choices */
  options: readonly FilterOption[];
  /** a lookup filter's target entity */
  target: string | undefined;
  now: Date;
};

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** 'today' or a yyyy-mm-dd text as an ISO day; undefined otherwise. */
function isoDay(value: unknown, now: Date): string | undefined {
  if (value === 'today') return formatIsoDay(now);
  if (typeof value !== 'string') return undefined;
  return parseIsoDay(value) ? value.trim() : undefined;
}

/** [from, to] (either may be null) or a single value meaning from = to. */
function pair(initial: unknown): [unknown, unknown] {
  if (Array.isArray(initial)) return [initial[0], initial[1]];
  return [initial, initial];
}

/** Ranges keep only the sides that are given; nothing given is no selection. */
function range(from: string | number | undefined, to: string | number | undefined) {
  if (from === undefined && to === undefined) return undefined;
  return { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) };
}

/** A lookup's starting records: ids, or {id, label} objects (labels are looked up when missing). */
function lookupValues(initial: unknown, target: string | undefined): LookupValue[] {
  if (!target) return [];
  const values: LookupValue[] = [];
  for (const item of asList(initial)) {
    if (typeof item === 'string' && item) values.push({ id: item, name: target });
    else if (typeof item === 'object' && item !== null && typeof (item as LookupValue).id === 'string') {
      const { id, label } = item as LookupValue;
      values.push({ id, name: target, ...(typeof label === 'string' ? { label } : {}) });
    }
  }
  return values;
}

/**
 * The selection a quick filter starts with before the user touches it (spec 001 section 3,
 * initialOption), for every filter type:
 * - options: the option(s) named, else the mustSelect fallback (filter-options.ts);
 * - owner: anyone, me, team or notme; date: a date quick option;
 * - daterange: a date quick option, or [from, to] days; dayrange: the same, a quick option
 *   becoming its days; day: a yyyy-mm-dd day or 'today';
 * - age, numericrange: [from, to] (or one number for both); number: a number; text: a text;
 * - lookup: an id, an {id, label} or a list of them (multiSelect keeps all, else the first);
 * - custom: a list as values, a text as option, a number or boolean as one value, for the
 *   component to read.
 * Anything that does not fit the type gives no selection rather than a broken filter.
 */
export function initialSelection(
  definition: QuickFilterDefinition,
  context: InitialContext,
): FilterSelection | undefined {
  const initial = definition.initialOption as unknown;
  switch (definition.type) {
    case 'options':
      return initialOptionsSelection(definition, context.options);
    case 'owner':
      return typeof initial === 'string' && (ownerOptions as readonly string[]).includes(initial)
        ? { option: initial }
        : undefined;
    case 'date':
      return isDateQuickOption(initial) ? { option: initial } : undefined;
    case 'daterange':
    case 'dayrange': {
      if (isDateQuickOption(initial)) {
        if (definition.type === 'daterange') return { option: initial };
        // a day range holds days: the quick option's days, its last day included
        const { start, end } = quickDateRange(initial, context.now);
        const last = new Date(end.getFullYear(), end.getMonth(), end.getDate() - 1);
        return { from: formatIsoDay(start), to: formatIsoDay(last) };
      }
      if (!Array.isArray(initial)) return undefined;
      const [from, to] = pair(initial);
      return range(isoDay(from, context.now), isoDay(to, context.now));
    }
    case 'day': {
      const day = isoDay(initial, context.now);
      return day ? { from: day } : undefined;
    }
    case 'age':
    case 'numericrange': {
      const [from, to] = pair(initial);
      return range(numberOrUndefined(from), numberOrUndefined(to));
    }
    case 'number': {
      const value = numberOrUndefined(initial);
      return value === undefined ? undefined : { from: value };
    }
    case 'text':
      return typeof initial === 'string' && initial.trim() ? { text: initial } : undefined;
    case 'lookup': {
      const values = lookupValues(initial, context.target);
      const kept = definition.multiSelect ? values : values.slice(0, 1);
      return kept.length ? { values: kept } : undefined;
    }
    default:
      return customInitial(initial);
  }
}

function customInitial(initial: unknown): FilterSelection | undefined {
  if (Array.isArray(initial)) return initial.length ? { values: initial as OptionValue[] } : undefined;
  if (typeof initial === 'string') return initial ? { option: initial } : undefined;
  if (typeof initial === 'number' || typeof initial === 'boolean') return { values: [initial] };
  return undefined;
}
