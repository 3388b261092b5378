import { describe, expect, it } from 'vitest';
import type { ChartData, ChartPoint } from './chart-data.js';
import { legendItems, maxLegendGroups } from './legend-items.js';

const point = (label: string) => ({ key: `["${label}"]`, label, groups: [label], y0: 1 }) as ChartPoint;
const count = { alias: 'y0' as const, label: 'Count', color: '#0071eb' };
const sum = { alias: 'y1' as const, label: 'Revenue', color: '#2e9e5b' };

describe('legendItems', () => {
  it('lists every series of a chart with several', () => {
    const data: ChartData = { points: [point('Won')], series: [count, sum], pointColors: null };
    expect(legendItems(data)).toEqual([
      { key: 'y0', label: 'Count', color: '#0071eb' },
      { key: 'y1', label: 'Revenue', color: '#2e9e5b' },
    ]);
  });

  it('lists nothing for a single plain series', () => {
    expect(legendItems({ points: [point('Won')], series: [count], pointColors: null })).toEqual([]);
  });

  it('lists the groups of a series coloured by group, unless they are many', () => {
    const data: ChartData = {
      points: [point('Hot'), point('Cold')],
      series: [count],
      pointColors: ['#d13438', '#0071eb'],
    };
    expect(legendItems(data)).toEqual([
      { key: '["Hot"]', label: 'Hot', color: '#d13438' },
      { key: '["Cold"]', label: 'Cold', color: '#0071eb' },
    ]);
    const points = Array.from({ length: maxLegendGroups + 1 }, (_, index) => point(`G${index}`));
    expect(legendItems({ points, series: [count], pointColors: points.map(() => '#0071eb') })).toEqual([]);
  });
});
