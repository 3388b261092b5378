import type { PanelDefinition } from '@strata/api/contract/views';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import useSWR from 'swr';
import { usePanelApi } from '../panel-api';

/** The eight scores of fi_community_eval, on the chart's 0-5 scale (spec 002 sections 3 and 9). */
export const scoreFields = [
  'housing_eval',
  'salary_eval',
  'usury_eval',
  'work_avail_eval',
  'education_eval',
  'transportation_eval',
  'health_eval',
  'city_eval',
] as const;

type Evaluation = Record<(typeof scoreFields)[number], number | null> & { id: string; createdon: string };

/**
 * The community's latest evaluation as a bar chart, an Edit command opening it, and the earlier
 * evaluations by date (issue 23 item 6). Reads through the data API, so the user's rights apply.
 */
export function CommunityChartPanel({ panel }: { panel: PanelDefinition }) {
  const { t, i18n } = useTranslation('panels');
  const api = usePanelApi(panel);
  const { data, error } = useSWR(api.recordId ? ['community-evals', api.recordId] : null, () =>
    // every evaluation: the history table lists them all (a few a year per community)
    api.data.retrieveAll<Evaluation>({
      entity: {
        name: 'fi_community_eval',
        attributes: [
          { attribute: 'id' },
          { attribute: 'createdon' },
          ...scoreFields.map((attribute) => ({ attribute })),
        ],
        filter: { conditions: [{ attribute: 'communityid', operator: 'eq', value: api.recordId }] },
        orders: [{ attribute: 'createdon', descending: true }],
      },
    }),
  );
  if (!api.recordId) return <p className="panel-message">{t('community.saveFirst')}</p>;
  if (error) return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>;
  if (!data) return null;
  const latest = data[0];
  if (!latest) return <p className="panel-message">{t('community.none')}</p>;
  const bars = scoreFields.map((field) => ({
    name: t(`community.${field}`),
    score: Number(latest[field] ?? 0),
  }));
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <div className="community-chart">
      <p>
        {t('community.latest', { date: date(latest.createdon) })}{' '}
        <Link to={`/!/edit/fi_community_eval/${latest.id}`}>{t('community.edit')}</Link>
      </p>
      <div style={{ width: '100%', height: 280 }} role="img" aria-label={t('community.chart')}>
        <ResponsiveContainer>
          <BarChart data={bars} margin={{ top: 8, right: 8, bottom: 48, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="name" angle={-30} textAnchor="end" interval={0} />
            <YAxis domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} />
            <Tooltip />
            <Bar dataKey="score" fill="var(--accent, #0f6cbd)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {data.length > 1 && (
        <table className="community-history">
          <caption>{t('community.history')}</caption>
          <thead>
            <tr>
              <th>{t('community.date')}</th>
              {scoreFields.map((field) => (
                <th key={field}>{t(`community.${field}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((evaluation) => (
              <tr key={evaluation.id}>
                <td>
                  <Link to={`/!/edit/fi_community_eval/${evaluation.id}`}>{date(evaluation.createdon)}</Link>
                </td>
                {scoreFields.map((field) => (
                  <td key={field}>{evaluation[field] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
