import { useTranslation } from 'react-i18next';
import type { CsvProblem } from './localization-csv';

export type ImportOutcome = {
  saved: number;
  problems: CsvProblem[];
  failed: { key: string; error: string }[];
};

/** What an import did: how many translations were saved and every line or write that was not. */
export function ImportReport({ outcome, onClose }: { outcome: ImportOutcome; onClose: () => void }) {
  const { t } = useTranslation('localization');
  return (
    <section className="l10n-report" aria-labelledby="l10n-report-title" role="status">
      <h2 id="l10n-report-title">{t('import.title')}</h2>
      <p>{t('import.saved', { count: outcome.saved })}</p>
      {(outcome.problems.length > 0 || outcome.failed.length > 0) && (
        <ul className="l10n-problems">
          {outcome.problems.map((problem) => (
            <li key={`${problem.line}-${problem.value}`}>
              {t(`import.${problem.problem}`, { line: problem.line, value: problem.value })}
            </li>
          ))}
          {outcome.failed.map((failure) => (
            <li key={failure.key}>{t('import.failed', { name: failure.key, reason: failure.error })}</li>
          ))}
        </ul>
      )}
      <button type="button" className="button" onClick={onClose}>
        {t('import.close')}
      </button>
    </section>
  );
}
