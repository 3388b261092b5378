import type { FetchFilter } from '@strata/api/contract/query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../context/shell-context';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { DashboardWidgetObject } from './dashboard-body';
import { type ActiveFilter, type FilterChoices, widgetFilter } from './filters/filter-conditions';
import { localText } from './local-text';
import { widgetAccess } from './widget-access';
import { ChartWidget } from './widgets/ChartWidget';
import { GridWidget } from './widgets/GridWidget';
import { LabelWidget } from './widgets/LabelWidget';
import { SimpleChartWidget } from './widgets/SimpleChartWidget';
import { WidgetBoundary } from './widgets/WidgetBoundary';
import { WidgetError, WidgetMissing, type WidgetStatus } from './widgets/WidgetState';

type Props = {
  object: DashboardWidgetObject;
  filters: readonly ActiveFilter[];
  choices: FilterChoices;
  appId: string;
  /** customise mode's tools for this widget */
  tools?: ReactNode;
};

/**
 * One widget in its grid cell, loading on its own: its title, its state (data-state, for the
 * bench and tests) and its content. A widget whose entity the user cannot read is left out;
 * one that names an unknown entity says so in place.
 */
export function DashboardCell({ object, filters, choices, appId, tools }: Props) {
  const { t, i18n } = useTranslation('dashboards');
  const { context } = useShell();
  const [status, setStatus] = useState<WidgetStatus>('loading');
  const entity = 'objectName' in object ? object.objectName : undefined;
  const access = object.type === 'label' ? 'show' : widgetAccess(entity, context.permDict, context.metaDict);
  const meta = entity ? (context.metaDict[entity] as ObjectMeta | undefined) : undefined;
  const extraFetch = 'extraFetch' in object ? (object.extraFetch as FetchFilter | undefined) : undefined;
  const filter = useMemo(
    () => (meta ? widgetFilter(meta, filters, choices, extraFetch) : undefined),
    [meta, filters, choices, extraFetch],
  );
  // a new filter object with the same content must not start a new request
  const filterKey = JSON.stringify(filter ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the filter
  const stableFilter = useMemo(() => filter, [filterKey]);
  if (access === 'hidden' && !tools) return null;

  const language = i18n.resolvedLanguage ?? i18n.language;
  const title = localText(object.label as Parameters<typeof localText>[0], language);
  // a custom property, so the phone layout's stylesheet can put every widget in one column
  const area = object.gridArea ? ({ '--area': object.gridArea } as React.CSSProperties) : undefined;
  const kind = object.type === 'simplechart' ? `simplechart is-${object.chartType}` : object.type;
  const content = (() => {
    if (access === 'missing') return <WidgetMissing message={t('objectNotFound', { name: entity ?? '' })} />;
    if (access === 'hidden') return <WidgetMissing message={t('noAccess', { name: entity ?? '' })} />;
    const common = { meta: meta as ObjectMeta, filter: stableFilter, appId, report: setStatus };
    switch (object.type) {
      case 'chart':
        return <ChartWidget object={object} {...common} />;
      case 'simplechart':
        return <SimpleChartWidget object={object} {...common} />;
      case 'grid':
        return <GridWidget object={object} {...common} />;
      case 'label':
        return <LabelWidget object={object} report={setStatus} />;
      default:
        return (
          <WidgetMissing message={t('unknownWidget', { type: String((object as { type: unknown }).type) })} />
        );
    }
  })();
  const shownStatus =
    access === 'missing' || !['chart', 'simplechart', 'grid', 'label'].includes(object.type)
      ? 'missing'
      : status;
  return (
    <section
      className={`dashboard-widget is-${kind} ${object.cssClass ?? ''}`}
      style={area}
      data-state={shownStatus}
      aria-label={title || undefined}
    >
      {(title || tools) && (
        <header className="dashboard-widget-head">
          {title && <h2>{title}</h2>}
          {tools}
        </header>
      )}
      <div className="dashboard-widget-body">
        <WidgetBoundary fallback={(error) => <WidgetError error={error} />}>{content}</WidgetBoundary>
      </div>
    </section>
  );
}
