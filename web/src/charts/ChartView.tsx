import type { FetchFilter, FetchLink } from '@strata/api/contract/query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  type MouseHandlerDataParam,
  Rectangle,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useFormatOptions } from '../fields/use-format-options';
import { useObjectMeta } from '../metadata/object-metadata';
import { Spinner } from '../ui/Spinner';
import { useElementSize } from '../ui/use-element-size';
import { AxisTick } from './AxisTick';
import { ChartLegend } from './ChartLegend';
import type { ChartBody } from './chart-body';
import { unselectedOpacity } from './chart-colors';
import type { ChartPoint, ChartSeriesInfo } from './chart-data';
import { toggleGroup } from './group-filter';
import { legendItems } from './legend-items';
import { axisFontSize, rightMargin, useAxisLayout, yAxisWidth } from './use-axis-layout';
import { useChartData } from './use-chart-data';
import '../styles/charts.css';

export type ChartViewProps = {
  /** the entity the chart aggregates */
  entity: string;
  body: ChartBody;
  /** narrows the records charted (e.g. the list's filter or the parent record's link) */
  filter?: FetchFilter | undefined;
  /** the joins `filter` needs (a list's links), so the chart counts the list's records */
  links?: readonly FetchLink[] | undefined;
  /**
   * Called with a filter matching the clicked group, or null when the click cleared it. Without
   * it columns are not clickable.
   */
  onGroupFilter?: ((condition: FetchFilter | null) => void) | undefined;
  /** pixels; the width follows the container */
  height?: number | undefined;
};

const axisTick = { fill: 'var(--muted)', fontSize: axisFontSize };
const noLabels: string[] = [];
const tooltipStyle = {
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  color: 'var(--text)',
  borderRadius: 6,
};

/**
 * One chart: bars or a line per series over the groups of the aggregate query (spec 000
 * section 2). A click on a column filters on its group and a second click clears the filter;
 * while a filter is set the other columns are translucent. Every group keeps its axis label
 * (rotated, shortened with the full text on hover, or in a chart scrolling sideways; see
 * axis-labels.ts); several series, or one series coloured by group, get a legend.
 */
export function ChartView({ entity, body, filter, links, onGroupFilter, height = 300 }: ChartViewProps) {
  const { t } = useTranslation('charts');
  const object = useObjectMeta(entity);
  const { data, error, isLoading, reload } = useChartData(entity, body, filter, links);
  const [selected, setSelected] = useState<ChartPoint | null>(null);
  const { ref, width } = useElementSize<HTMLDivElement>({ width: 0, height });
  const labels = useMemo(() => data?.points.map((point) => point.label) ?? noLabels, [data]);
  const axis = useAxisLayout(labels, width, height);
  // values and ticks follow the organisation's number format, else the language
  const { numberLocale } = useFormatOptions();
  const formatValue = useMemo(
    () => new Intl.NumberFormat(numberLocale, { maximumFractionDigits: 2 }),
    [numberLocale],
  );
  const formatTick = useMemo(
    () => new Intl.NumberFormat(numberLocale, { notation: 'compact' }),
    [numberLocale],
  );

  const select = useCallback(
    (point: ChartPoint | null) => {
      if (!onGroupFilter) return;
      const next = toggleGroup(selected?.key ?? null, point, body.groups, object);
      if (!next) return;
      setSelected(next.key === null ? null : point);
      onGroupFilter(next.condition);
    },
    [body.groups, object, onGroupFilter, selected],
  );

  if (error && !data) {
    return (
      <div className="chart-view chart-message" role="alert" style={{ minHeight: height }}>
        <p>{t('loadFailed')}</p>
        <p className="chart-error-detail">{error instanceof Error ? error.message : String(error)}</p>
        <button type="button" className="button" onClick={reload}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="chart-view chart-message" style={{ minHeight: height }} aria-busy="true">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (data.points.length === 0) {
    return (
      <div className="chart-view chart-message" style={{ minHeight: height }}>
        <p>{t('noData')}</p>
      </div>
    );
  }

  const onChartClick = (state: MouseHandlerDataParam) => {
    const index = Number(state.activeTooltipIndex ?? state.activeIndex);
    const point = Number.isInteger(index) ? data.points[index] : undefined;
    if (point) select(point);
  };
  const onBarClick = (index: number) => {
    const point = data.points[index];
    if (point) select(point);
  };
  const opacityOf = (point: ChartPoint | undefined) =>
    selected && point?.key !== selected.key ? unselectedOpacity : 1;
  const chartProps = {
    data: data.points,
    margin: { top: 8, right: rightMargin, bottom: 8, left: axis.leftMargin },
  };
  // bars take their own clicks (the chart-level click needs an active tooltip first); lines
  // are clicked anywhere over their group
  const lineProps = { ...chartProps, ...(onGroupFilter ? { onClick: onChartClick } : {}) };
  const legend = legendItems(data);
  const common = (
    <>
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="label"
        interval={0}
        height={axis.layout.height}
        tick={(props) => <AxisTick {...props} layout={axis.layout} labels={labels} fontSize={axisFontSize} />}
      />
      <YAxis tick={axisTick} tickFormatter={(value: number) => formatTick.format(value)} width={yAxisWidth} />
      <Tooltip
        contentStyle={tooltipStyle}
        formatter={(value) => (typeof value === 'number' ? formatValue.format(value) : String(value ?? ''))}
      />
      {legend.length > 0 && <Legend content={() => <ChartLegend items={legend} />} />}
    </>
  );
  const colorOf = (series: ChartSeriesInfo, index: number) => data.pointColors?.[index] ?? series.color;

  const chart = (
    <ResponsiveContainer width="100%" height={height}>
      {body.type === 'line' ? (
        <LineChart {...lineProps}>
          {common}
          {data.series.map((series) => lineFor(series, data.points, opacityOf))}
        </LineChart>
      ) : (
        <BarChart {...chartProps}>
          {common}
          {data.series.map((series) => (
            <Bar
              key={series.alias}
              dataKey={series.alias}
              name={series.label}
              fill={series.color}
              {...(onGroupFilter ? { onClick: (_bar: unknown, index: number) => onBarClick(index) } : {})}
              shape={(bar: BarShapeProps) => (
                <Rectangle
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  fill={colorOf(series, bar.index)}
                  fillOpacity={opacityOf(bar.payload as ChartPoint | undefined)}
                />
              )}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );

  return (
    <div
      ref={ref}
      className={`chart-view${onGroupFilter ? ' is-clickable' : ''}${isLoading ? ' is-refreshing' : ''}`}
      aria-busy={isLoading}
    >
      {selected && (
        <div className="chart-selection">
          <span>{t('filteredBy', { label: selected.label })}</span>
          <button type="button" className="button link" onClick={() => select(null)}>
            {t('clearFilter')}
          </button>
        </div>
      )}
      {axis.scrollWidth === null ? (
        chart
      ) : (
        // too many groups for the width: the chart grows and scrolls (by keyboard too)
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so arrows scroll it
        <section className="chart-scroll" aria-label={t('scrollable')} tabIndex={0}>
          <div style={{ width: axis.scrollWidth }}>{chart}</div>
        </section>
      )}
    </div>
  );
}

/** A line whose dots outside the selected group are translucent, like unselected bars. */
function lineFor(
  series: ChartSeriesInfo,
  points: ChartPoint[],
  opacityOf: (point: ChartPoint | undefined) => number,
) {
  return (
    <Line
      key={series.alias}
      type="monotone"
      dataKey={series.alias}
      name={series.label}
      stroke={series.color}
      strokeWidth={2}
      connectNulls
      isAnimationActive={false}
      dot={({ cx, cy, index }: { cx?: number; cy?: number; index?: number }) => {
        const point = index === undefined ? undefined : points[index];
        return (
          <circle
            key={`${series.alias}-${index}`}
            cx={cx}
            cy={cy}
            r={3.5}
            fill={series.color}
            fillOpacity={opacityOf(point)}
            stroke="none"
          />
        );
      }}
    />
  );
}
