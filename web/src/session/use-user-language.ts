import { isLanguage } from '@strata/api/contract/languages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChosenLanguage } from '../i18n/languages';
import { switchLanguage } from '../i18n/setup-i18n';

/**
 * The language on the user's record (systemuser.language, set by an administrator) applies
 * until the user picks one on this device; the browser's language is only the first guess.
 */
export function useUserLanguage(language: string | null | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!isLanguage(language) || hasChosenLanguage() || i18n.language === language) return;
    void switchLanguage(language, { remember: false });
  }, [language, i18n]);
}
