import type { ChartSeries } from './chart-body';
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

/** Bars outside an active group filter are drawn at this opacity (the translucent variant). */
export const unselectedOpacity = 0.3;
