import type { PropertyMeta } from '../metadata/object-metadata';
import type { ChartGroup } from './chart-body';
import { parseDateGroup } from './date-groups';

/**
 * The x-axis label of one group value. Empty groups follow the product's wording (spec 000
 * section 8): None for an empty lookup, option or text, ZERO for the number 0, NULL for any
 * other empty value; all three are translated.
 */
export type LabelContext = {
  /** the `charts` namespace's t */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** a BCP 47 language for dates and texts */
  language: string;
  /** the organisation's number format, when it has one (else numbers follow the language) */
  numberLocale?: string;
};

type LookupLike = { id: string; label?: string | null };

const isLookup = (value: unknown): value is LookupLike =>
  typeof value === 'object' && value !== null && typeof (value as LookupLike).id === 'string';

const isOptionSet = (property: PropertyMeta | undefined) =>
  Boolean(property && (property.flags.includes('OptionSet') || property.richOptions || property.options));

const numericTypes: readonly PropertyMeta['type'][] = [
  'Integer',
  'Decimal',
  'Float',
  'Money',
  'VersionNumber',
];

/** The label of an option value, or undefined when no option has it. */
export function optionLabel(property: PropertyMeta, value: unknown): string | undefined {
  // a boolean may be listed as true/false or as 1/0
  const wanted = typeof value === 'boolean' ? [String(value), value ? '1' : '0'] : [String(value)];
  const rich = property.richOptions?.find((option) => wanted.includes(String(option.value)));
  if (rich) return rich.label;
  // Boolean option fields list (false, true) labels: the second option means checked (spec 000 §5)
  if (property.type === 'Boolean' && typeof value === 'boolean' && property.options?.length === 2) {
    return property.options[value ? 1 : 0];
  }
  return property.options?.find((option) => wanted.includes(option));
}

function emptyLabel(group: ChartGroup, property: PropertyMeta | undefined, ctx: LabelContext): string {
  if (group.method === 'column' && property) {
    if (property.type === 'Lookup' || property.type === 'String' || isOptionSet(property)) {
      return ctx.t('empty.none');
    }
  }
  return ctx.t('empty.null');
}

function dateColumnLabel(value: unknown, property: PropertyMeta, language: string): string {
  if (typeof value !== 'string') return String(value);
  const dateOnly = property.flags.includes('DateOnly') || /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dateOnly && value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(dateOnly ? { timeZone: 'UTC' } : { timeStyle: 'short' }),
  }).format(date);
}

function dateGroupLabel(value: unknown, group: ChartGroup, ctx: LabelContext): string {
  if (group.method === 'column') return String(value);
  const parsed = parseDateGroup(group.method, value);
  if (!parsed) return String(value);
  switch (parsed.method) {
    case 'year':
      return String(parsed.year);
    case 'quarter':
      return ctx.t('period.quarter', { quarter: parsed.part, year: parsed.year });
    case 'month':
      return new Intl.DateTimeFormat(ctx.language, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(parsed.start);
    case 'week':
      return ctx.t('period.week', { week: String(parsed.part).padStart(2, '0'), year: parsed.year });
    case 'day':
      return new Intl.DateTimeFormat(ctx.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        parsed.start,
      );
  }
}

export function groupLabel(
  value: unknown,
  group: ChartGroup,
  property: PropertyMeta | undefined,
  ctx: LabelContext,
): string {
  if (value === null || value === undefined || value === '') return emptyLabel(group, property, ctx);
  if (group.method !== 'column') return dateGroupLabel(value, group, ctx);
  if (isLookup(value)) return value.label || ctx.t('unknown');
  if (property && isOptionSet(property)) {
    const label = optionLabel(property, value);
    if (label !== undefined) return label;
  }
  if (typeof value === 'boolean') return ctx.t(value ? 'yes' : 'no');
  if (typeof value === 'number') {
    if (value === 0 && (!property || numericTypes.includes(property.type))) return ctx.t('empty.zero');
    return new Intl.NumberFormat(ctx.numberLocale ?? ctx.language).format(value);
  }
  if (property?.type === 'DateTime') return dateColumnLabel(value, property, ctx.language);
  return String(value);
}
