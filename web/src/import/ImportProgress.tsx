import { useTranslation } from 'react-i18next';
import type { ImportRun } from './use-import-run';

/** Finding matches and writing, with how far it got; writing can be stopped between batches. */
export function ImportProgress({ run, onStop }: { run: ImportRun; onStop: () => void }) {
  const { t } = useTranslation('import');
  if (run.phase !== 'matching' && run.phase !== 'writing') return null;
  const label =
    run.phase === 'matching'
      ? t('progress.matching')
      : t('progress.writing', { done: run.done, total: run.total });
  return (
    <section className="import-progress" role="status" aria-live="polite">
      <p>{label}</p>
      {/* no total yet: an indeterminate bar */}
      <progress
        max={Math.max(run.total, 1)}
        value={run.total > 0 ? run.done : undefined}
        aria-label={label}
      />
      {run.phase === 'writing' && (
        <button type="button" className="button" onClick={onStop} disabled={run.stopping}>
          {run.stopping ? t('progress.stopping') : t('progress.stop')}
        </button>
      )}
    </section>
  );
}
