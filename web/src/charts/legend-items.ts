import type { LegendItem } from './ChartLegend';
import type { ChartData } from './chart-data';

/** Beyond this many groups a legend of groups would crowd the chart: the axis names them. */
export const maxLegendGroups = 12;

/**
 * What the legend lists: each series when there are several; each group when the one series
 * is coloured by group (and the groups are few); nothing for a single plain series, whose name
 * the tooltip gives.
 */
export function legendItems(data: ChartData): LegendItem[] {
  if (data.series.length > 1) {
    return data.series.map((series) => ({ key: series.alias, label: series.label, color: series.color }));
  }
  const colors = data.pointColors;
  if (!colors || data.points.length > maxLegendGroups) return [];
  return data.points.map((point, index) => ({
    key: point.key,
    label: point.label,
    color: colors[index] ?? data.series[0]?.color ?? '',
  }));
}
