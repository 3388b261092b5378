import { describe, expect, it } from 'vitest';
import { layoutAxisLabels, leftOverhang, lineHeight, truncateText } from './axis-labels.js';
import { estimateTextWidth } from './text-measure.js';

/** 12 px text at 0.6 of the size a glyph: 7.2 px a character. */
const fontSize = 12;
const measure = estimateTextWidth(fontSize);
const layout = (labels: string[], plotWidth: number, chartHeight = 300) =>
  layoutAxisLabels({ labels, plotWidth, chartHeight, fontSize, measure });
const names = (count: number, length: number) =>
  Array.from({ length: count }, (_, index) => `${index}`.padEnd(length, 'x'));

describe('truncateText', () => {
  it('keeps a text that fits and cuts a longer one to the width, ellipsis included', () => {
    expect(truncateText('Contoso', 100, measure)).toBe('Contoso');
    const cut = truncateText('Contoso Manufacturing Limited', 72, measure);
    // ten characters of 7.2 px, the ellipsis one of them
    expect(cut).toBe('Contoso M…');
    expect(measure(cut)).toBeLessThanOrEqual(72);
    expect(truncateText('abc', 1, measure)).toBe('…');
  });

  it('never splits a character made of two code units', () => {
    expect(truncateText('😀😀😀😀😀', 3 * 7.2, measure)).toBe('😀😀…');
  });
});

describe('layoutAxisLabels', () => {
  it('keeps short labels horizontal and whole', () => {
    const labels = ['Qualify', 'Develop', 'Propose', 'Close'];
    const result = layout(labels, 600);
    expect(result).toMatchObject({ angle: 0, truncated: false, plotWidth: 600, height: 30 });
    expect(result.texts).toEqual(labels);
  });

  it('rotates labels that do not fit their slots, without shortening them when short enough', () => {
    // 12 labels of 12 characters (86 px) in 50 px slots
    const labels = names(12, 12);
    const result = layout(labels, 600);
    expect(result.angle).toBe(-45);
    expect(result.texts).toEqual(labels);
    expect(result.truncated).toBe(false);
    expect(result.plotWidth).toBe(600);
    // the axis is as high as the rotated text reaches: 86.4 * sin 45° + a line + tick space
    expect(result.height).toBe(Math.ceil(86.4 * Math.SQRT1_2 + lineHeight(fontSize) * Math.SQRT1_2 + 10));
  });

  it('shortens rotated labels to a share of the chart height, with an ellipsis', () => {
    const long = 'Northwind Traders International Holdings';
    const result = layout([long, 'Short', ...names(10, 8)], 600, 300);
    expect(result.angle).toBe(-45);
    expect(result.truncated).toBe(true);
    expect(result.texts[0]?.endsWith('…')).toBe(true);
    expect(long.startsWith(result.texts[0]?.slice(0, -1) ?? '?')).toBe(true);
    expect(result.texts[1]).toBe('Short');
    // the axis takes at most 40 % of the chart's height, as high as the shortened text reaches
    expect(result.height).toBeLessThanOrEqual(120);
    const reach = (measure(result.texts[0] ?? '') + lineHeight(fontSize)) * Math.SQRT1_2;
    expect(result.height).toBe(Math.ceil(reach + 10));
    // a lower chart cuts shorter
    const low = layout([long, 'Short', ...names(10, 8)], 600, 160);
    expect((low.texts[0] ?? '').length).toBeLessThan((result.texts[0] ?? '').length);
  });

  it('truncates horizontally when the slots are wide but a label is wider still', () => {
    const labels = ['A very long account name that goes on and on', 'Short'];
    const result = layout(labels, 400);
    expect(result.angle).toBe(0);
    expect(result.texts[0]?.endsWith('…')).toBe(true);
    expect(measure(result.texts[0] ?? '')).toBeLessThanOrEqual(200 - 8);
    expect(result.texts[1]).toBe('Short');
  });

  it('widens the plot (the chart scrolls) when rotated labels would overlap', () => {
    // 100 groups in 300 px: 3 px slots, rotated lines need 15 / sin 45° = 22 px each
    const labels = names(100, 6);
    const result = layout(labels, 300);
    expect(result.angle).toBe(-45);
    expect(result.texts).toHaveLength(100);
    expect(result.plotWidth).toBe(100 * Math.ceil(lineHeight(fontSize) / Math.SQRT1_2));
    // every label is kept, none dropped
    expect(result.texts).toEqual(labels);
  });

  it('measures the first rotated label reaching left past the y axis', () => {
    // 20 groups in 440 px: 22 px slots, so the first tick is 11 px into the plot
    const result = layout(['A label of twenty-two.', ...names(19, 10)], 440, 400);
    expect(result.angle).toBe(-45);
    expect(result.texts[0]).toBe('A label of twenty-two.');
    // 22 characters: 158.4 px and a line (15 px) across, at 45° left of its tick; the y axis
    // holds 48 px of that
    expect(leftOverhang(result, measure, fontSize, 48)).toBe(
      Math.ceil((158.4 + 15) * Math.SQRT1_2 - 11 - 48),
    );
    expect(leftOverhang(layout(['a', 'b'], 400), measure, fontSize, 48)).toBe(0);
  });
});
