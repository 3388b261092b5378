import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <main className="page-message">
      <h1>{t('pageNotFound')}</h1>
      <p>
        <code>{location.pathname}</code>
      </p>
      <p>{t('contactSupport')}</p>
    </main>
  );
}
