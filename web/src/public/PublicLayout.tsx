import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../i18n/LanguageSelect';

/** The frame of the sign-in, sign-up, trial and magic-link pages. */
export function PublicLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="public-page">
      <header className="public-header">
        <span className="brand">{t('appName')}</span>
        <LanguageSelect />
      </header>
      <main className="public-card">
        <h1>{title}</h1>
        {subtitle && <p className="public-subtitle">{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}
