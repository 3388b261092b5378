import { optionsOf, sameOptionValue } from '../fields/options/option-list';
import type { PropertyMeta } from '../metadata/object-metadata';
import type { ChartBody, ChartSeries } from './chart-body';
import { defaultChartColor } from './chart-body';

/**
 * Colours of series that name none (spec 000 section 9): a single series takes the default
 * colour; several take shades of blue drawn from a fixed seed, so a chart looks the same on
 * every load and for every user.
 */
const seed = 0x5eed;
const blueHue = 212;

/** mulberry32: a tiny deterministic generator; quality is irrelevant for picking shades. */
function generator(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` blue shades; the same count always gives the same list. */
export function blueShades(count: number): string[] {
  const next = generator(seed);
  return Array.from({ length: count }, () => {
    const hue = blueHue + Math.round((next() - 0.5) * 40);
    const saturation = 55 + Math.round(next() * 40);
    const lightness = 32 + Math.round(next() * 34);
    return `hsl(${hue} ${saturation}% ${lightness}%)`;
  });
}

export function seriesColors(series: readonly Pick<ChartSeries, 'color'>[]): string[] {
  const shades = series.length > 1 ? blueShades(series.length) : [defaultChartColor];
  return series.map((s, index) => s.color ?? shades[index] ?? defaultChartColor);
}

/**
 * Colours of groups that name none: distinct hues, each at least 3:1 against the light
 * (#ffffff) and the dark (#1b2028) surface, so one chart looks the same in both themes.
 */
export const groupPalette = [
  '#0071eb',
  '#c27400',
  '#2e9e5b',
  '#8a63d2',
  '#d13438',
  '#038387',
  '#c239b3',
  '#986f0b',
  '#6b7f00',
  '#607d8b',
] as const;

/** The bar of an empty group (None): a grey that reads as "no value" in both themes. */
export const emptyGroupColor = '#7a7574';

const paletteColor = (index: number) => groupPalette[index % groupPalette.length] as string;

type OptionsProperty = Pick<PropertyMeta, 'type' | 'options' | 'richOptions'>;

/**
 * The colour of each point's bar when a bar chart of one series is coloured by its group, or
 * null when the bars share the series colour. The body's colorByGroup asks (true) or refuses
 * (false); unset, a single column group whose options carry colours colours the bars. An
 * option's own colour wins; other options take the palette by their place in the option list,
 * so a group keeps its colour when a filter hides the others; other groups take it by order.
 */
export function groupColors(
  body: ChartBody,
  pointGroups: readonly (readonly unknown[])[],
  property: OptionsProperty | undefined,
): string[] | null {
  if (body.type !== 'bar' || body.series.length !== 1 || body.colorByGroup === false) return null;
  const [only, ...more] = body.groups;
  const options =
    only && more.length === 0 && only.method === 'column' && property ? optionsOf(property) : [];
  if (!body.colorByGroup && !options.some((option) => option.color)) return null;
  return pointGroups.map((groups, index) => {
    if (options.length === 0) return paletteColor(index);
    const value = groups[0];
    if (value === null || value === undefined || value === '') return emptyGroupColor;
    const position = options.findIndex((option) => sameOptionValue(option.value, value));
    if (position < 0) return paletteColor(index);
    return options[position]?.color ?? paletteColor(position);
  });
}

/** Bars outside an active group filter are drawn at this opacity (the translucent variant). */
export const unselectedOpacity = 0.3;
