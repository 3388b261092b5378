import { useTranslation } from 'react-i18next';

export type LegendItem = { key: string; label: string; color: string };

/**
 * The chart's legend, drawn by recharts' Legend below the plot (which it makes room for): one
 * swatch and name per series, or per group when one series is coloured by group.
 */
export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  const { t } = useTranslation('charts');
  return (
    <ul className="chart-legend" aria-label={t('legend')}>
      {items.map((item) => (
        <li key={item.key}>
          <span className="chart-legend-swatch" style={{ background: item.color }} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
