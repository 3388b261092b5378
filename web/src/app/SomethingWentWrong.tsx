import { useTranslation } from 'react-i18next';

/** 'Something went wrong' with the error's name and message (spec 000 section 2). */
export function SomethingWentWrong({ name, message }: { name: string; message: string }) {
  const { t } = useTranslation();
  return (
    <main className="page-message" role="alert">
      <h1>{t('somethingWentWrong')}</h1>
      <p>
        <strong>{name}</strong>: {message}
      </p>
      <p>{t('contactSupport')}</p>
    </main>
  );
}
