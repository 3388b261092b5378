import { useMemo } from 'react';
import { type AxisLabelLayout, layoutAxisLabels, leftOverhang } from './axis-labels';
import { textMeasure } from './text-measure';

export const axisFontSize = 12;
/** the y axis' width and the chart's right margin, in pixels (ChartView draws them so) */
export const yAxisWidth = 48;
export const rightMargin = 16;
/** the width assumed before the chart's box is measured (server rendering) */
const assumedWidth = 600;

export type AxisLayout = {
  layout: AxisLabelLayout;
  /** the chart's left margin: room for a first rotated label reaching past the y axis */
  leftMargin: number;
  /** the chart's full width when it is wider than its box (it scrolls), else null */
  scrollWidth: number | null;
};

/**
 * The x-axis layout of a chart `width` by `height` pixels over `labels` (see axis-labels.ts).
 * A first rotated label reaching left past the y axis widens the left margin, and the labels
 * are laid out again in the narrower plot.
 */
export function useAxisLayout(labels: readonly string[], width: number, height: number): AxisLayout {
  return useMemo(() => {
    const boxWidth = width > 0 ? width : assumedWidth;
    const measure = textMeasure(axisFontSize);
    const available = Math.max(boxWidth - yAxisWidth - rightMargin, 1);
    const input = { labels, chartHeight: height, fontSize: axisFontSize, measure };
    let plotWidth = available;
    let layout = layoutAxisLabels({ ...input, plotWidth });
    let leftMargin = leftOverhang(layout, measure, axisFontSize, yAxisWidth);
    if (leftMargin > 0) {
      plotWidth = Math.max(available - leftMargin, 1);
      layout = layoutAxisLabels({ ...input, plotWidth });
      // the narrower slots move the first label a little further left
      leftMargin = Math.max(leftMargin, leftOverhang(layout, measure, axisFontSize, yAxisWidth));
    }
    const scrollWidth =
      layout.plotWidth > plotWidth
        ? Math.ceil(layout.plotWidth + yAxisWidth + rightMargin + leftMargin)
        : null;
    return { layout, leftMargin, scrollWidth };
  }, [labels, width, height]);
}
