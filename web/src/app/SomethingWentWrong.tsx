import { useTranslation } from 'react-i18next';

/**
 * 'Something went wrong' with the error's name and message (spec 000 section 2); `onRetry` adds a
 * Try again button where trying again can help (a chunk that did not arrive in time).
 */
export function SomethingWentWrong({
  name,
  message,
  onRetry,
}: {
  name: string;
  message: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <main className="page-message" role="alert">
      <h1>{t('somethingWentWrong')}</h1>
      <p>
        <strong>{name}</strong>: {message}
      </p>
      {onRetry ? (
        <button type="button" onClick={onRetry}>
          {t('ui.retry')}
        </button>
      ) : (
        <p>{t('contactSupport')}</p>
      )}
    </main>
  );
}
