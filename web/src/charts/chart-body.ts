import type { AggregateMethod, GroupMethod } from '@strata/api/contract/query';

/**
 * The body of a chart view (inu_view of kind chart, spec 000 section 3). The server checks
 * bodies with chartBodySchema when they are saved; the client reads them again by hand
 * because stored JSON may predate that check, and the schema would bring zod into the bundle.
 */
export type ChartType = 'bar' | 'line';

export type ChartSeries = {
  aggregateField: string;
  aggregateMethod: AggregateMethod;
  color?: string | undefined;
  label?: string | undefined;
};

export type ChartGroup = { field: string; method: GroupMethod };

export type ChartBody = {
  type: ChartType;
  series: ChartSeries[];
  groups: ChartGroup[];
  /** bars in a colour per group: true asks, false refuses, unset follows option colours */
  colorByGroup?: boolean | undefined;
};

/** Spec 000 section 9. */
export const defaultChartColor = '#0071eb';

const aggregateMethods: readonly AggregateMethod[] = [
  'count',
  'countdistinct',
  'min',
  'max',
  'sum',
  'average',
];
const groupMethods: readonly GroupMethod[] = ['column', 'year', 'quarter', 'month', 'week', 'day'];

/** The default chart (spec 000 section 9): a count of records grouped by one column. */
export function defaultChartBody(groupField: string): ChartBody {
  return {
    type: 'bar',
    series: [{ aggregateField: 'id', aggregateMethod: 'count', color: defaultChartColor }],
    groups: [{ field: groupField, method: 'column' }],
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

function readSeries(value: unknown): ChartSeries | null {
  if (!isObject(value)) return null;
  const aggregateField = text(value.aggregateField);
  const method = value.aggregateMethod;
  if (!aggregateField || !aggregateMethods.includes(method as AggregateMethod)) return null;
  return {
    aggregateField,
    aggregateMethod: method as AggregateMethod,
    color: text(value.color),
    label: text(value.label),
  };
}

function readGroup(value: unknown): ChartGroup | null {
  if (!isObject(value)) return null;
  const field = text(value.field);
  const method = value.method ?? 'column';
  if (!field || !groupMethods.includes(method as GroupMethod)) return null;
  return { field, method: method as GroupMethod };
}

/** A stored body as a chart, or null when it cannot be drawn (no series or no group). */
export function readChartBody(value: unknown): ChartBody | null {
  if (!isObject(value) || !Array.isArray(value.series) || !Array.isArray(value.groups)) return null;
  const series = value.series.map(readSeries);
  const groups = value.groups.map(readGroup);
  if (series.length === 0 || groups.length === 0) return null;
  if (series.some((s) => s === null) || groups.some((g) => g === null)) return null;
  return {
    type: value.type === 'line' ? 'line' : 'bar',
    series: series as ChartSeries[],
    groups: groups as ChartGroup[],
    ...(typeof value.colorByGroup === 'boolean' ? { colorByGroup: value.colorByGroup } : {}),
  };
}
