import { useTranslation } from 'react-i18next';
import type { ChangeAnswer } from './designer-api';

/**
 * What a change will do, before it is applied: "this adds column X of type Y; 12,345 rows;
 * conversion checks: none fail", each statement of the plan, and what a delete would lose.
 */
export function PlanPreview({ answer }: { answer: ChangeAnswer }) {
  const { t, i18n } = useTranslation('designer');
  const { impact, plan } = answer;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const failing = impact.checks.reduce((sum, check) => sum + check.failingRows, 0);
  return (
    <section className="designer-preview" aria-label={t('preview.title')} data-testid="plan-preview">
      <p className="designer-preview-summary">
        <strong>{plan.description}</strong>
        {impact.rows !== null && (
          <span>{t('preview.rows', { count: impact.rows, n: number(impact.rows) })}</span>
        )}
        <span className={failing > 0 ? 'designer-bad' : 'designer-good'}>
          {impact.checks.length === 0
            ? t('preview.noChecks')
            : failing === 0
              ? t('preview.checksPass')
              : t('preview.checksFail', { count: failing, n: number(failing) })}
        </span>
      </p>
      {impact.loses?.values !== undefined && (
        <p className="designer-bad">
          {t('preview.losesValues', { count: impact.loses.values, n: number(impact.loses.values) })}
        </p>
      )}
      {impact.loses?.views && impact.loses.views.length > 0 && (
        <p>
          {t('preview.losesViews')}{' '}
          {impact.loses.views.map((view) => `${view.label ?? ''} (${view.kind ?? ''})`).join(', ')}
        </p>
      )}
      {impact.archive && <p className="designer-muted">{t('preview.archive', { name: impact.archive })}</p>}
      {impact.usedBy && impact.usedBy.length > 0 && (
        <div className="designer-bad" role="alert">
          <p>{t('preview.inUse')}</p>
          <ul>
            {impact.usedBy.map((usage, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: uses have no identity of their own
              <li key={index}>
                {t(`usage.${usage.kind}`, {
                  name: usage.label ?? usage.name,
                  object: usage.objectName ?? '',
                  property: usage.property ?? '',
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ol className="designer-plan">
        {plan.statements.map((statement, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: statements are shown in their order
          <li key={index}>
            <details>
              <summary>{statement.description}</summary>
              <pre>{statement.sql}</pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
