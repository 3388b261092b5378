import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { readChartBody } from '../../charts/chart-body';
import { useViews } from '../../metadata/views';
import type { DashboardWidgetObject } from '../dashboard-body';
import { ChartBodyView } from './ChartBodyView';
import { useReport } from './use-report';
import { WidgetError, WidgetLoading, WidgetMissing, type WidgetStatus } from './WidgetState';
import { unknownField, type WidgetProps } from './widget-props';

type ChartObject = Extract<DashboardWidgetObject, { type: 'chart' }>;

/** A chart view of the entity (inu_view kind chart) named by listName. */
export function ChartWidget({ object, meta, filter, appId, report }: WidgetProps<ChartObject>) {
  const { t } = useTranslation('dashboards');
  const { views, error, mutate } = useViews<unknown>(object.objectName, 'chart');
  const view = views?.find((candidate) => candidate.name === object.listName);
  const body = useMemo(() => (view ? readChartBody(view.body) : null), [view]);
  const missingField = body
    ? unknownField(meta, [...body.series.map((s) => s.aggregateField), ...body.groups.map((g) => g.field)])
    : undefined;
  const status: WidgetStatus | null =
    error && !views ? 'error' : !views ? 'loading' : !body || missingField ? 'missing' : null;
  useReport(report, status);

  if (status === 'error') return <WidgetError error={error} onRetry={() => void mutate()} />;
  if (status === 'loading') return <WidgetLoading />;
  if (!body) return <WidgetMissing message={t('objectNotFound', { name: object.listName })} />;
  if (missingField) return <WidgetMissing message={t('fieldNotFound', { name: missingField })} />;
  return (
    <ChartBodyView entity={object.objectName} body={body} filter={filter} appId={appId} report={report} />
  );
}
