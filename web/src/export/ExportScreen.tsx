import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../screens/UpcomingScreen';

/** /{appid}/export: Export Records (spec 001 section 2). */
export default function ExportScreen() {
  const { t } = useTranslation();
  return <UpcomingScreen title={t('screens.export')} />;
}
