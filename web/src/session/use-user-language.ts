import { isLanguage } from '@strata/api/contract/languages';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hasChosenLanguage, rememberRecordLanguage } from '../i18n/languages';
import { switchLanguage } from '../i18n/setup-i18n';

/**
 * The language on the user's record (systemuser.language, set by an administrator) applies
 * until the user picks one on this device; the browser's language is only the first guess.
 * Signing out forgets it (sign-out.ts), so the next user starts from the browser's.
 */
export function useUserLanguage(language: string | null | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (language === undefined) return; // the user context is not loaded yet
    // kept for the next start, which then opens in it without switching
    rememberRecordLanguage(isLanguage(language) ? language : null);
    if (!isLanguage(language) || hasChosenLanguage() || i18n.language === language) return;
    void switchLanguage(language, { remember: false });
  }, [language, i18n]);
}
