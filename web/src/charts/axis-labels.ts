/**
 * How a category axis shows its labels so that every one stays on the axis (recharts would
 * otherwise drop the ones that collide). In order of preference:
 * - horizontal, when the longest label fits its slot (the plot width over the categories);
 * - horizontal and truncated, when slots are wide but a label is wider still;
 * - rotated by 45 degrees, truncated to a length that keeps the axis under a share of the
 *   chart's height;
 * - rotated with the plot made wider than the space it has (the chart then scrolls sideways),
 *   when even rotated labels would overlap.
 * A truncated label ends with an ellipsis; the tick keeps the full text for its tooltip.
 */
export type AxisLabelInput = {
  labels: readonly string[];
  /** the width the categories share, in pixels */
  plotWidth: number;
  /** the whole chart's height, in pixels: rotated labels take at most a share of it */
  chartHeight: number;
  /** the tick font size, in pixels */
  fontSize: number;
  /** the drawn width of a text at that font size, in pixels */
  measure: (text: string) => number;
};

export type AxisLabelLayout = {
  /** 0 or -45 degrees */
  angle: number;
  /** the text drawn per category, in the labels' order */
  texts: string[];
  /** whether any text was shortened */
  truncated: boolean;
  /** the x axis' height, in pixels */
  height: number;
  /** the plot width the labels need: above the given width the chart scrolls sideways */
  plotWidth: number;
};

export const rotatedAngle = -45;
const ellipsis = '…';
/** free space between two horizontal labels */
const horizontalGap = 8;
/** below this slot width a truncated horizontal label says too little: rotate instead */
const minTruncatedSlot = 120;
/** the tick line and the space between it and the text */
const tickSpace = 10;
/** the default height of a horizontal axis (recharts' own) */
const horizontalHeight = 30;
/** rotated labels take at most this share of the chart's height ... */
const rotatedHeightShare = 0.4;
/** ... and are never longer than this, nor cut below it */
const maxRotatedWidth = 160;
const minRotatedWidth = 40;

const sin45 = Math.SQRT1_2;

/** The line height of the tick font: rotated labels closer than this overlap. */
export const lineHeight = (fontSize: number) => Math.ceil(fontSize * 1.25);

/**
 * The longest start of `text` that, with an ellipsis, is at most `maxWidth` wide; the text
 * itself when it fits. Cuts between code points, never inside a surrogate pair.
 */
export function truncateText(text: string, maxWidth: number, measure: (text: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  // the largest count whose cut text fits
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(chars.slice(0, middle).join('').trimEnd() + ellipsis) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return chars.slice(0, low).join('').trimEnd() + ellipsis;
}

export function layoutAxisLabels(input: AxisLabelInput): AxisLabelLayout {
  const { labels, plotWidth, chartHeight, fontSize, measure } = input;
  const count = Math.max(labels.length, 1);
  const slot = plotWidth / count;
  const widths = labels.map(measure);
  const widest = Math.max(0, ...widths);

  if (widest + horizontalGap <= slot || slot >= minTruncatedSlot) {
    const texts = labels.map((label, index) =>
      (widths[index] ?? 0) + horizontalGap <= slot
        ? label
        : truncateText(label, slot - horizontalGap, measure),
    );
    return {
      angle: 0,
      texts,
      truncated: texts.some((text, index) => text !== labels[index]),
      height: horizontalHeight,
      plotWidth,
    };
  }

  const line = lineHeight(fontSize);
  // parallel rotated labels a slot apart are slot * sin(45°) apart across their lines
  const minSlot = Math.ceil(line / sin45);
  const limit = Math.min(
    maxRotatedWidth,
    Math.max(minRotatedWidth, (chartHeight * rotatedHeightShare - tickSpace - line * sin45) / sin45),
  );
  const texts = labels.map((label, index) =>
    (widths[index] ?? 0) <= limit ? label : truncateText(label, limit, measure),
  );
  // the axis is as high as the longest text drawn reaches
  const drawn = Math.max(
    0,
    ...texts.map((text, index) => (text === labels[index] ? (widths[index] ?? 0) : measure(text))),
  );
  return {
    angle: rotatedAngle,
    texts,
    truncated: texts.some((text, index) => text !== labels[index]),
    height: Math.ceil(drawn * sin45 + line * sin45 + tickSpace),
    plotWidth: Math.max(plotWidth, minSlot * labels.length),
  };
}

/**
 * How far the first rotated label reaches left of the plot's start (it hangs down-left from
 * its tick, in the middle of the first slot); the chart's left margin must make room for it
 * beyond `room`, the y axis' width. `measure` and `fontSize` are the layout's.
 */
export function leftOverhang(
  layout: AxisLabelLayout,
  measure: (text: string) => number,
  fontSize: number,
  room: number,
): number {
  const first = layout.texts[0];
  if (layout.angle === 0 || first === undefined) return 0;
  const slot = layout.plotWidth / layout.texts.length;
  // the text's far corner: its length plus a line's height across, both at 45 degrees
  const reach = (measure(first) + lineHeight(fontSize)) * sin45;
  return Math.max(0, Math.ceil(reach - slot / 2 - room));
}
