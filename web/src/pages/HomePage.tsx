import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getJson } from '../api/http';
import { type LanguageCode, languages } from '../i18n/languages';
import { switchLanguage } from '../i18n/setup-i18n';

type Health = { ok: boolean; version: string };
type Organization = { name: string; displayName: string };

/** The landing page until the app shell arrives: whose organisation this is and server status. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const health = useSWR<Health>('/api/health', getJson, { shouldRetryOnError: false });
  const organization = useSWR<Organization>('/api/organization', getJson, { shouldRetryOnError: false });

  return (
    <main className="home">
      <header>
        <h1>{t('appName')}</h1>
        <label>
          {t('language')}{' '}
          <select
            value={i18n.language}
            onChange={(event) => void switchLanguage(event.target.value as LanguageCode)}
          >
            {languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.label}
              </option>
            ))}
          </select>
        </label>
      </header>
      {organization.isLoading ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : organization.data ? (
        <h2 data-testid="welcome">{t('welcome', { organization: organization.data.displayName })}</h2>
      ) : (
        <p data-testid="no-organization">
          {organization.error?.message && organization.error.code !== 'ERR_ORG_REQUIRED'
            ? organization.error.message
            : t('noOrganization')}
        </p>
      )}
      <footer>
        <span data-testid="server-status">{health.data?.ok ? t('status.online') : t('status.offline')}</span>
        {health.data ? <span> · {t('version', { version: health.data.version })}</span> : null}
      </footer>
    </main>
  );
}
