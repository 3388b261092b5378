/**
 * Record charts (spec 000 sections 2, 3 and 7; spec 001 chart mode). The record form's chart
 * panels and the list's chart mode embed RecordChartPanel; ChartView draws one given body.
 */
export { buildChartQuery, groupAlias, seriesAlias } from './build-chart-query';
export { ChartView, type ChartViewProps } from './ChartView';
export {
  type ChartBody,
  type ChartGroup,
  type ChartSeries,
  type ChartType,
  defaultChartBody,
  defaultChartColor,
  readChartBody,
} from './chart-body';
export { blueShades, seriesColors } from './chart-colors';
export { type ChartData, type ChartPoint, type ChartSeriesInfo, mapChartRows } from './chart-data';
export { parseDateGroup } from './date-groups';
export { groupFilter } from './group-filter';
export { groupLabel, type LabelContext } from './group-labels';
export { RecordChartPanel, type RecordChartPanelProps } from './RecordChartPanel';
export { useChartData } from './use-chart-data';
