import type { ObjectMeta, PropertyMeta } from '../metadata/object-metadata';
import { groupAlias, seriesAlias } from './build-chart-query';
import type { ChartBody } from './chart-body';
import { groupColors, seriesColors } from './chart-colors';
import { groupLabel, type LabelContext } from './group-labels';

/**
 * Rows of a chart's aggregate query (aliases x0.. and y0..) as points recharts can draw: one
 * point per row, labelled by its groups, with each series value under its alias.
 */
export type SeriesAlias = ReturnType<typeof seriesAlias>;

export type ChartPoint = {
  /** unique per point: the group values (lookups by id) */
  key: string;
  /** the x-axis label; several groups are joined */
  label: string;
  /** the raw group values, in group order, for the filter a click sets */
  groups: unknown[];
} & { [alias: SeriesAlias]: number | null };

export type ChartSeriesInfo = { alias: SeriesAlias; label: string; color: string };

export type ChartData = {
  points: ChartPoint[];
  series: ChartSeriesInfo[];
  /** a bar colour per point when the one series is coloured by group, else null */
  pointColors: string[] | null;
};

/** Joins the labels of several groups on one axis tick. */
const groupSeparator = ' · ';

function findProperty(object: ObjectMeta | undefined, name: string): PropertyMeta | undefined {
  return object?.properties.find((property) => property.logicalName === name);
}

/** Aggregates are numbers; a numeric string is accepted too, in case a driver sends one. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

const keyPart = (value: unknown) =>
  typeof value === 'object' && value !== null && 'id' in value
    ? (value as { id: unknown }).id
    : (value ?? null);

export function seriesInfo(
  body: ChartBody,
  object: ObjectMeta | undefined,
  ctx: LabelContext,
): ChartSeriesInfo[] {
  const colors = seriesColors(body.series);
  return body.series.map((series, index) => {
    const field = findProperty(object, series.aggregateField)?.displayName ?? series.aggregateField;
    const method = ctx.t(`aggregate.${series.aggregateMethod}`);
    const label =
      series.label ??
      (series.aggregateMethod === 'count' && series.aggregateField === 'id'
        ? method
        : ctx.t('seriesLabel', { method, field }));
    return { alias: seriesAlias(index), label, color: colors[index] as string };
  });
}

export function mapChartRows(
  rows: readonly Record<string, unknown>[],
  body: ChartBody,
  object: ObjectMeta | undefined,
  ctx: LabelContext,
): ChartData {
  const properties = body.groups.map((group) => findProperty(object, group.field));
  const points = rows.map((row) => {
    const groups = body.groups.map((_, index) => row[groupAlias(index)] ?? null);
    const label = groups
      .map((value, index) =>
        groupLabel(value, body.groups[index] as ChartBody['groups'][number], properties[index], ctx),
      )
      .join(groupSeparator);
    const point = { key: JSON.stringify(groups.map(keyPart)), label, groups } as ChartPoint;
    body.series.forEach((_, index) => {
      const alias = seriesAlias(index);
      point[alias] = toNumber(row[alias]);
    });
    return point;
  });
  return {
    points,
    series: seriesInfo(body, object, ctx),
    pointColors: groupColors(
      body,
      points.map((point) => point.groups),
      properties[0],
    ),
  };
}
