import { useTranslation } from 'react-i18next';

/**
 * The shell's outline while the user context loads (right after sign-in, on a reload): the
 * header bar and a screen of grey placeholders instead of a blank page. Purely visual; the
 * status text is for screen readers.
 */
export function ShellSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="shell shell-skeleton" aria-busy="true">
      <header className="app-header">
        <span className="skeleton-block skeleton-logo" />
        <span className="skeleton-block skeleton-nav" />
        <span className="skeleton-block skeleton-nav" />
        <span className="skeleton-block skeleton-nav" />
        <span className="skeleton-spacer" />
        <span className="skeleton-block skeleton-avatar" />
      </header>
      <main className="shell-main">
        <div className="skeleton-screen">
          <span className="skeleton-block skeleton-title" />
          <span className="skeleton-block skeleton-toolbar" />
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
            <span key={index} className="skeleton-block skeleton-row" />
          ))}
        </div>
        <p className="visually-hidden" role="status">
          {t('loading')}
        </p>
      </main>
    </div>
  );
}
