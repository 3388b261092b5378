import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * A thin bar under the header while the router loads the next screen's code: routes load
 * their screen's chunk before rendering it (chunks/preloadable.tsx), so the old screen stays
 * meanwhile and a first visit on a slow connection would otherwise seem to ignore the click.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t('loading')} />;
}
