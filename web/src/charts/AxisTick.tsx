import type { XAxisTickContentProps } from 'recharts';
import type { AxisLabelLayout } from './axis-labels';

type Props = XAxisTickContentProps & {
  layout: AxisLabelLayout;
  /** the full labels, in category order */
  labels: readonly string[];
  fontSize: number;
};

/**
 * One category tick of the x axis: the text the layout chose (horizontal or rotated, maybe
 * truncated) with the full label as its SVG title, so a pointer over a shortened label reads
 * all of it (the chart's tooltip names the group too).
 */
export function AxisTick({ x, y, payload, layout, labels, fontSize }: Props) {
  const index = payload.index;
  const full = labels[index] ?? String(payload.value ?? '');
  const text = layout.texts[index] ?? full;
  const rotated = layout.angle !== 0;
  return (
    <g className="chart-axis-tick" transform={`translate(${x},${y})`}>
      <title>{full}</title>
      <text
        x={0}
        y={0}
        // a horizontal label hangs below its tick; a rotated one ends at it
        dy={rotated ? fontSize * 0.35 : fontSize}
        dx={rotated ? -2 : 0}
        textAnchor={rotated ? 'end' : 'middle'}
        transform={rotated ? `rotate(${layout.angle})` : undefined}
        fill="var(--muted)"
        fontSize={fontSize}
      >
        {text}
      </text>
    </g>
  );
}
