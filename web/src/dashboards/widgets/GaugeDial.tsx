import { gaugeFill } from './simple-values';

/** Half a ring filled to the percent (held to 0..100 %; the text says the real percent). */
export function GaugeDial({
  percent,
  caption,
  busy,
}: {
  percent: number | null;
  caption: string;
  busy: boolean;
}) {
  const fill = gaugeFill(percent);
  const tone = percent === null ? '' : percent >= 100 ? ' is-met' : percent >= 50 ? ' is-near' : ' is-low';
  return (
    <div className={`dashboard-gauge${tone}`} data-value={percent ?? ''} aria-busy={busy}>
      <svg viewBox="0 0 200 112" role="img" aria-label={percent === null ? '–' : `${percent} %`}>
        <path className="dashboard-gauge-track" d="M 20 100 A 80 80 0 0 1 180 100" pathLength={100} />
        <path
          className="dashboard-gauge-fill"
          d="M 20 100 A 80 80 0 0 1 180 100"
          pathLength={100}
          strokeDasharray={`${fill * 100} 100`}
        />
        <text x="100" y="92" textAnchor="middle" className="dashboard-gauge-percent">
          {percent === null ? '–' : `${percent} %`}
        </text>
      </svg>
      <p className="dashboard-gauge-caption">{caption}</p>
    </div>
  );
}
