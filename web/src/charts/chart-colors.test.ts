import { describe, expect, it } from 'vitest';
import type { PropertyMeta } from '../metadata/object-metadata.js';
import type { ChartBody } from './chart-body.js';
import { emptyGroupColor, groupColors, groupPalette, seriesColors } from './chart-colors.js';

const property = (extra: Partial<PropertyMeta>) =>
  ({ logicalName: 'f', displayName: 'F', type: 'Integer', flags: ['OptionSet'], ...extra }) as PropertyMeta;

/** Rich options with colours, one (Cold) without. */
const rating = property({
  richOptions: [
    { value: 1, label: 'Hot', color: '#d13438' },
    { value: 2, label: 'Warm', color: '#e08a00' },
    { value: 3, label: 'Cold' },
  ],
});
const industry = property({
  richOptions: [
    { value: 1, label: 'Manufacturing' },
    { value: 2, label: 'Retail' },
  ],
});
const city = property({ type: 'String', flags: [] });

const count = { aggregateField: 'id', aggregateMethod: 'count' as const, color: '#0071eb' };
const bar = (extra: Partial<ChartBody> = {}): ChartBody => ({
  type: 'bar',
  series: [count],
  groups: [{ field: 'f', method: 'column' }],
  ...extra,
});
const groups = (...values: unknown[]) => values.map((value) => [value]);

describe('groupColors', () => {
  it('colours the bars of a field whose options carry colours, the option colour first', () => {
    expect(groupColors(bar(), groups(2, 1, 3, null), rating)).toEqual([
      '#e08a00',
      '#d13438',
      // Cold has no colour: the palette colour of its place in the option list
      groupPalette[2],
      emptyGroupColor,
    ]);
    // a filter hiding Hot leaves the others their colours
    expect(groupColors(bar(), groups(3, 2), rating)).toEqual([groupPalette[2], '#e08a00']);
  });

  it('keeps one colour when the options have none, for text groups, lines and several series', () => {
    expect(groupColors(bar(), groups(1, 2), industry)).toBeNull();
    expect(groupColors(bar(), groups('Bratislava', 'Wien'), city)).toBeNull();
    expect(groupColors(bar({ type: 'line' }), groups(1, 2), rating)).toBeNull();
    expect(groupColors(bar({ series: [count, count] }), groups(1, 2), rating)).toBeNull();
    expect(groupColors(bar({ groups: [{ field: 'f', method: 'year' }] }), groups(2026), rating)).toBeNull();
  });

  it('follows the body: colorByGroup true asks for the palette, false refuses option colours', () => {
    expect(groupColors(bar({ colorByGroup: true }), groups('Bratislava', 'Wien'), city)).toEqual([
      groupPalette[0],
      groupPalette[1],
    ]);
    expect(groupColors(bar({ colorByGroup: true }), groups(2, 1), industry)).toEqual([
      groupPalette[1],
      groupPalette[0],
    ]);
    expect(groupColors(bar({ colorByGroup: false }), groups(1, 2), rating)).toBeNull();
    // the palette repeats past its end
    const many = groupColors(bar({ colorByGroup: true }), groups(...groupPalette.keys(), 'more'), city);
    expect(many?.[groupPalette.length]).toBe(groupPalette[0]);
  });
});

describe('seriesColors', () => {
  it('gives one series the default colour and several distinct blue shades, stable per count', () => {
    expect(seriesColors([{}])).toEqual(['#0071eb']);
    const three = seriesColors([{}, { color: '#2e9e5b' }, {}]);
    expect(three[1]).toBe('#2e9e5b');
    expect(new Set(three).size).toBe(3);
    expect(seriesColors([{}, {}, {}])[0]).toBe(three[0]);
  });
});
