import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineList } from './ImportProblems';
import { messageText } from './import-message';
import type { ImportSummary } from './write-rows';

type Props = {
  summary: ImportSummary;
  listPath: string;
  onDownloadErrors: () => void;
};

/**
 * The outcome (spec 001 section 8): 'Imported: N records', 'Errors: N' and a line per row that
 * was not imported, with its number and the reason (the server's own message for a refused
 * write). The rows with errors can be downloaded as a file to fix and import again.
 */
export function ImportResult({ summary, listPath, onDownloadErrors }: Props) {
  const { t } = useTranslation('import');
  const heading = useRef<HTMLHeadingElement>(null);
  // the result replaces the progress: focus moves to it so screen readers announce it
  useEffect(() => heading.current?.focus(), []);
  const imported = summary.created + summary.updated;
  // a streamed import keeps only the first rows with errors (import-summary.ts); it counts all
  const errorCount = summary.errors.length + (summary.droppedErrors ?? 0);
  const lines = summary.errors.map((error) =>
    t('rowLine', { row: error.row, message: error.messages.map((item) => messageText(t, item)).join('; ') }),
  );
  return (
    <section className="import-result" aria-labelledby="import-result-title">
      <h2 id="import-result-title" ref={heading} tabIndex={-1}>
        {t('result.imported', { n: imported })}
      </h2>
      <p className="form-info">
        {t('result.details', {
          created: summary.created,
          updated: summary.updated,
          skipped: summary.skipped,
        })}
      </p>
      <p className={errorCount > 0 ? 'form-error' : 'form-info'}>{t('result.errors', { n: errorCount })}</p>
      {summary.droppedErrors !== undefined && (
        <p className="form-info" role="status">
          {t('result.errorsKept', { kept: summary.errors.length, n: errorCount })}
        </p>
      )}
      {summary.storedImages > 0 && (
        <p className="form-info" role="status">
          {t('result.base64Images', { n: summary.storedImages })}
        </p>
      )}
      {lines.length > 0 && (
        <div className="import-lines import-lines-error">
          <LineList lines={lines} total={errorCount} />
        </div>
      )}
      <div className="import-result-actions">
        {lines.length > 0 && (
          <button type="button" className="button" onClick={onDownloadErrors}>
            {t('result.downloadErrors')}
          </button>
        )}
        <Link className="button link" to={listPath}>
          {t('result.openList')}
        </Link>
      </div>
    </section>
  );
}
