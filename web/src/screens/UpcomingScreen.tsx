import { useTranslation } from 'react-i18next';
import { TitleBar } from '../ui/TitleBar';

/**
 * A route the shell already mounts whose screen is still being built (lists, forms, import,
 * ...): it says so plainly instead of showing 'Page not found'.
 */
export function UpcomingScreen({ title, detail }: { title: string; detail?: string }) {
  const { t } = useTranslation();
  return (
    <section className="screen">
      <TitleBar title={title} />
      <p className="empty-state">{t('screens.upcoming')}</p>
      {detail && <p className="muted">{detail}</p>}
    </section>
  );
}
