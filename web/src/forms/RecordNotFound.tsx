import { useTranslation } from 'react-i18next';

/** A record that could not be read: missing, or not the user's to see (the error says which). */
export function RecordNotFound({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <section className="page-message" role="alert">
      <h1>{t('MsgRecordNotFound')}</h1>
      <p>{error instanceof Error ? error.message : t('MsgRecordNoAccess')}</p>
    </section>
  );
}
