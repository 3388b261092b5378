import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChosenLanguage, initialLanguage } from './languages';
import { switchLanguage } from './setup-i18n';

/**
 * The public pages speak this device's language: a choice made here, else the browser's. After
 * a sign-out the previous user's record language (applied by the shell) gives way to it.
 */
export function useDeviceLanguage(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (hasChosenLanguage()) return;
    const language = initialLanguage();
    if (i18n.language !== language) void switchLanguage(language, { remember: false });
  }, [i18n]);
}
