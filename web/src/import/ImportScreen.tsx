import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../screens/UpcomingScreen';

/** /{appid}/import: Import Records (spec 001 section 2). */
export default function ImportScreen() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('screens.import')} />;
}
