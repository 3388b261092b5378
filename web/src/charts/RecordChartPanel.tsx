import type { FetchFilter, FetchLink } from '@strata/api/contract/query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findProperty, useObjectMeta } from '../metadata/object-metadata';
import { useViews } from '../metadata/views';
import { Spinner } from '../ui/Spinner';
import { ChartView } from './ChartView';
import { type ChartBody, defaultChartBody, readChartBody } from './chart-body';
import { rememberChart, rememberedChart } from './remembered-chart';
import '../styles/charts.css';

export type RecordChartPanelProps = {
  entity: string;
  /** narrows the records charted: the list's filter, or the link to the record a form shows */
  filter?: FetchFilter | undefined;
  /** the joins `filter` needs (a list's links), so the chart counts the list's records */
  links?: readonly FetchLink[] | undefined;
  /** receives the filter of the clicked group, null when cleared (see ChartView) */
  onGroupFilter?: ((condition: FetchFilter | null) => void) | undefined;
  /** the column the default chart groups by when the entity has no chart views */
  defaultGroupField?: string | undefined;
  height?: number | undefined;
};

type ChartChoice = { id: string; label: string; body: ChartBody };

const defaultGroup = 'statecode';

/**
 * The record chart view (spec 000 section 2): a selector over the entity's chart views and the
 * chosen chart. The choice is remembered per entity. Without chart views it shows the default
 * chart, a count of records by one column.
 */
export function RecordChartPanel({
  entity,
  filter,
  links,
  onGroupFilter,
  defaultGroupField = defaultGroup,
  height,
}: RecordChartPanelProps) {
  const { t } = useTranslation('charts');
  const selectId = useId();
  const object = useObjectMeta(entity);
  const { views, error, mutate } = useViews<unknown>(entity, 'chart');
  const [choice, setChoice] = useState<{ entity: string; id: string | undefined }>();
  const filterActive = useRef(false);

  const charts = useMemo<ChartChoice[]>(
    () =>
      (views ?? []).flatMap((view) => {
        const body = readChartBody(view.body);
        return body ? [{ id: view.id, label: view.label || view.name, body }] : [];
      }),
    [views],
  );
  const fallback = useMemo<ChartChoice | undefined>(() => {
    const property = findProperty(object, defaultGroupField);
    if (!property) return undefined;
    const label = t('defaultChart', { field: property.displayName });
    return { id: '', label, body: defaultChartBody(property.logicalName) };
  }, [object, defaultGroupField, t]);

  const chosenId = choice?.entity === entity ? choice.id : rememberedChart(entity);
  const current = charts.find((chart) => chart.id === chosenId) ?? charts[0] ?? fallback;

  const handleGroupFilter = useCallback(
    (condition: FetchFilter | null) => {
      filterActive.current = condition !== null;
      onGroupFilter?.(condition);
    },
    [onGroupFilter],
  );

  const choose = (id: string) => {
    rememberChart(entity, id);
    setChoice({ entity, id });
    // the new chart starts unselected, so a filter set on the old one's group goes too
    if (filterActive.current) handleGroupFilter(null);
  };

  if (error && !views) {
    return (
      <div className="chart-panel chart-message" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!views) {
    return (
      <div className="chart-panel chart-message" aria-busy="true">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (!current) {
    return (
      <div className="chart-panel chart-message">
        <p>{t('noCharts')}</p>
      </div>
    );
  }

  return (
    <section className="chart-panel" aria-label={current.label}>
      <div className="chart-panel-bar">
        {charts.length > 1 ? (
          <>
            <label className="visually-hidden" htmlFor={selectId}>
              {t('chooseChart')}
            </label>
            <select id={selectId} value={current.id} onChange={(event) => choose(event.target.value)}>
              {charts.map((chart) => (
                <option key={chart.id} value={chart.id}>
                  {chart.label}
                </option>
              ))}
            </select>
          </>
        ) : (
          <h3 className="chart-panel-title">{current.label}</h3>
        )}
      </div>
      <ChartView
        key={`${entity}:${current.id}`}
        entity={entity}
        body={current.body}
        filter={filter}
        links={links}
        onGroupFilter={onGroupFilter ? handleGroupFilter : undefined}
        height={height}
      />
    </section>
  );
}
