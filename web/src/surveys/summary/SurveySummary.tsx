import type { PanelDefinition } from '@strata/api/contract/views';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import useSWR from 'swr';
import { retrieveSingleById } from '../../data/data-api';
import { retrieveAll } from '../../data/retrieve-all';
import { optionsOf } from '../../fields/options/option-list';
import { findProperty, useObjectMeta } from '../../metadata/object-metadata';
import { useObjectChanged } from '../../session/live-changes';
import { downloadBlob } from '../../ui/download';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Spinner } from '../../ui/Spinner';
import { surveyFromTemplate } from '../survey-definition';
import { type QuestionSummary, readAnswers, summarizeQuestion } from './summary-rules';
import { type SurveyQuestion, surveyCsv } from './survey-csv';
import './survey-summary.css';

type Response = {
  id: string;
  name: string | null;
  submittedon: string | null;
  status: string | null;
  body: unknown;
};

/**
 * The Summary view of a survey template's Responses tab (issue 21 item 4): the responses, a
 * chart per question (counts per option, a histogram and average for numbers, how many
 * answered a text question) and Export to CSV. Reads through the data API, so the user's
 * rights on inu_survey_record apply.
 */
export default function SurveySummary({ recordId }: { panel: PanelDefinition; recordId: string }) {
  const { t, i18n } = useTranslation('surveys');
  const { appId = '!' } = useParams();
  const { data, error, mutate } = useSWR(['survey-summary', recordId], async () => {
    const [template, responses] = await Promise.all([
      retrieveSingleById('inu_survey_template', recordId, {
        attributes: ['id', 'name', 'title', 'object_name', 'meta', 'panel'],
      }),
      // every response, page by page: a summary over some of them would be a wrong one
      retrieveAll<Response>({
        entity: {
          name: 'inu_survey_record',
          attributes: ['id', 'name', 'submittedon', 'status', 'body'].map((attribute) => ({ attribute })),
          filter: { conditions: [{ attribute: 'templateid', operator: 'eq', value: recordId }] },
          orders: [{ attribute: 'createdon', descending: true }],
        },
      }),
    ]);
    return { template, responses };
  });
  useObjectChanged('inu_survey_record', () => void mutate());
  const target = useObjectMeta(
    typeof data?.template?.object_name === 'string' ? data.template.object_name : '',
  );
  const statusProperty = findProperty(useObjectMeta('inu_survey_record'), 'status');
  // the status as the user reads it (its option label, translated with the metadata)
  const statusText = (value: string | null) =>
    (statusProperty && optionsOf(statusProperty).find((option) => option.value === value)?.label) ??
    value ??
    '';
  if (error) return <ErrorPanel title={t('summary.loadFailed')} error={error} />;
  if (!data) return <Spinner />;
  if (!data.template) return <p className="panel-message">{t('response.noTemplate')}</p>;

  const survey = surveyFromTemplate(data.template, target);
  const questions: SurveyQuestion[] = survey.panel.fields.flatMap((field) => {
    const property = survey.meta.properties[field.name];
    return property ? [{ name: field.name, label: field.label || property.displayName, property }] : [];
  });
  const yesNo = { yes: t('summary.yes'), no: t('summary.no') };
  const answers = data.responses.map((response) => readAnswers(response.body));
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  const exportCsv = () => {
    const csv = surveyCsv(
      { name: t('summary.response'), submittedon: t('summary.submittedOn'), status: t('summary.status') },
      questions,
      data.responses.map((response, index) => ({
        name: response.name ?? '',
        submittedon: response.submittedon ?? '',
        status: statusText(response.status),
        answers: answers[index] ?? {},
      })),
      yesNo,
    );
    const base = String(data.template?.name || data.template?.title || 'survey').replace(
      /[^\p{L}\p{N}_-]+/gu,
      '_',
    );
    downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `${base}.csv`);
  };

  return (
    <section className="survey-summary" aria-label={t('summary.title')}>
      <header className="survey-summary-header">
        <p>{t('summary.count', { count: data.responses.length })}</p>
        <button type="button" className="command" onClick={exportCsv} disabled={data.responses.length === 0}>
          <Download size={16} aria-hidden="true" /> {t('summary.export')}
        </button>
      </header>
      {data.responses.length === 0 ? (
        <p className="panel-message">{t('summary.none')}</p>
      ) : (
        <>
          <div className="survey-summary-questions">
            {questions.map((question) => (
              <QuestionCard
                key={question.name}
                label={question.label}
                summary={summarizeQuestion(
                  question.property,
                  answers.map((row) => row[question.name]),
                  yesNo,
                )}
                total={data.responses.length}
                format={(value) => number.format(value)}
              />
            ))}
          </div>
          <h3>{t('summary.responses')}</h3>
          <ul className="survey-summary-responses">
            {data.responses.map((response) => (
              <li key={response.id}>
                <Link to={`/${appId}/edit/inu_survey_record/${response.id}`}>
                  {response.name || response.submittedon || response.id}
                </Link>
                {response.status && (
                  <span className="survey-summary-status"> · {statusText(response.status)}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function QuestionCard({
  label,
  summary,
  total,
  format,
}: {
  label: string;
  summary: QuestionSummary;
  total: number;
  format: (value: number) => string;
}) {
  const { t } = useTranslation('surveys');
  return (
    <figure className="survey-summary-question" aria-label={label}>
      <figcaption>
        <strong>{label}</strong> <span>{t('summary.answered', { answered: summary.answered, total })}</span>
        {summary.kind === 'number' && summary.average !== null && (
          <span>
            {' · '}
            {t('summary.average', { average: format(summary.average) })}
          </span>
        )}
      </figcaption>
      {summary.kind !== 'text' && summary.bars.length > 0 && (
        <div className="survey-summary-chart" data-testid="survey-chart">
          <ResponsiveContainer width="100%" height={160}>
            <BarChart data={summary.bars} margin={{ top: 4, right: 8, bottom: 4, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" interval={0} tick={{ fontSize: 11 }} />
              <YAxis allowDecimals={false} width={32} />
              <Tooltip />
              <Bar
                dataKey="count"
                name={t('summary.countLabel')}
                fill="var(--accent, #0071eb)"
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}
