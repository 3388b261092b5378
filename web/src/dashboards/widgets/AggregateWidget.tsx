import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { retrieveMultiple } from '../../data/data-api';
import { useFormatOptions } from '../../fields/use-format-options';
import { useObjectChanged } from '../../session/live-changes';
import type { DashboardWidgetObject } from '../dashboard-body';
import { GaugeDial } from './GaugeDial';
import { aggregateQuery, aggregateValue, gaugePercent } from './simple-values';
import { useReport } from './use-report';
import { WidgetError, WidgetLoading } from './WidgetState';
import type { WidgetProps } from './widget-props';

type SimpleObject = Extract<DashboardWidgetObject, { type: 'simplechart' }>;

/**
 * A number (the first series' aggregate) or a gauge (the first value over the second as a
 * percent). The gauge's second value is the second series' aggregate, or, with one series,
 * the fixed target in initialValue (docs/dashboards.md). One fetch per aggregate.
 */
export function AggregateWidget({ object, meta, filter, report }: WidgetProps<SimpleObject>) {
  const { t } = useTranslation('dashboards');
  const entity = object.objectName;
  const queries = useMemo(() => {
    const wanted = object.chartType === 'gauge' ? object.series.slice(0, 2) : object.series.slice(0, 1);
    return wanted.map((series) => aggregateQuery(entity, series, filter));
  }, [entity, filter, object.chartType, object.series]);
  const { data, error, isLoading, mutate } = useSWR(
    ['dashboard-aggregate', JSON.stringify(queries)] as const,
    () => Promise.all(queries.map(async (query) => aggregateValue(await retrieveMultiple(query)))),
    { keepPreviousData: true },
  );
  const reload = useCallback(() => void mutate(), [mutate]);
  useObjectChanged(entity, reload);
  useReport(report, data ? 'ready' : error ? 'error' : 'loading');

  // amounts follow the organisation's number format (Slovak 1 450), else the language
  const { numberLocale } = useFormatOptions();
  const property = meta.properties.find((item) => item.logicalName === object.series[0]?.aggregateField);
  const format = useMemo(
    () => new Intl.NumberFormat(numberLocale, { maximumFractionDigits: property?.type === 'Money' ? 0 : 2 }),
    [numberLocale, property?.type],
  );
  if (error && !data) return <WidgetError error={error} onRetry={reload} />;
  if (!data) {
    if (object.chartType === 'number' && object.initialValue !== undefined) {
      return <NumberValue value={object.initialValue} text={format.format(object.initialValue)} busy />;
    }
    return <WidgetLoading />;
  }
  const [value = null, second = null] = data;
  if (object.chartType === 'number') {
    return <NumberValue value={value ?? 0} text={format.format(value ?? 0)} busy={isLoading} />;
  }
  const target = object.series.length > 1 ? second : (object.initialValue ?? null);
  const percent = gaugePercent(value, target);
  return (
    <GaugeDial
      percent={percent}
      caption={t('gaugeOf', {
        value: format.format(value ?? 0),
        target: target === null ? '–' : format.format(target),
      })}
      busy={isLoading}
    />
  );
}

function NumberValue({ value, text, busy }: { value: number; text: string; busy: boolean }) {
  return (
    <div className="dashboard-number" data-value={value} aria-busy={busy}>
      <output>{text}</output>
    </div>
  );
}
