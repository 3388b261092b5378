import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartBody } from '../../charts/chart-body';
import type { DashboardWidgetObject } from '../dashboard-body';
import { AggregateWidget } from './AggregateWidget';
import { ChartBodyView } from './ChartBodyView';
import { useReport } from './use-report';
import { WidgetMissing } from './WidgetState';
import { unknownField, type WidgetProps } from './widget-props';

type SimpleObject = Extract<DashboardWidgetObject, { type: 'simplechart' }>;

/** A chart defined in the dashboard itself: bar or line over groups, a number, or a gauge. */
export function SimpleChartWidget(props: WidgetProps<SimpleObject>) {
  const { object, meta, report } = props;
  const { t } = useTranslation('dashboards');
  const series = object.series ?? [];
  const groups = object.groups ?? [];
  const missingField = unknownField(meta, [
    ...series.map((s) => s.aggregateField),
    ...groups.map((g) => g.field),
  ]);
  const body = useMemo<ChartBody>(
    () => ({
      type: object.chartType === 'line' ? 'line' : 'bar',
      series,
      groups,
      ...(object.colorByGroup === undefined ? {} : { colorByGroup: object.colorByGroup }),
    }),
    [object.chartType, series, groups, object.colorByGroup],
  );
  const aggregate = object.chartType === 'number' || object.chartType === 'gauge';
  const invalid = missingField !== undefined || series.length === 0 || (!aggregate && groups.length === 0);
  useReport(report, invalid ? 'missing' : null);
  if (missingField) return <WidgetMissing message={t('fieldNotFound', { name: missingField })} />;
  if (series.length === 0) return <WidgetMissing message={t('noSeries')} />;
  if (aggregate) return <AggregateWidget {...props} />;
  if (groups.length === 0) return <WidgetMissing message={t('noGroups')} />;
  return (
    <ChartBodyView
      entity={object.objectName}
      body={body}
      filter={props.filter}
      appId={props.appId}
      report={report}
    />
  );
}
