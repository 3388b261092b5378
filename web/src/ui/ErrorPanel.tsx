import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';

/** A failed load: what went wrong (code and message) and a way to try again. */
export function ErrorPanel({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <section className="page-message" role="alert">
      <h1>{title}</h1>
      <p>
        {error instanceof ApiError && <code>{error.code}</code>} {message}
      </p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('ui.retry')}
        </button>
      )}
    </section>
  );
}
