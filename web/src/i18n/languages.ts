import { isLanguage, type Language, supportedLanguages } from '@strata/api/contract/languages';

/** Each language named in itself, as language pickers do. */
const ownNames: Record<Language, string> = { en: 'English', sk: 'Slovenčina', cs: 'Čeština', de: 'Deutsch' };

export const languages = supportedLanguages.map((code) => ({ code, label: ownNames[code] }));
export type LanguageCode = Language;

const storageKey = 'strata.language';

/** The remembered choice, else the browser's first two letters, else English. */
export function initialLanguage(): LanguageCode {
  const stored = localStorage.getItem(storageKey);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language?.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : 'en';
}

/** Whether the user picked a language on this device (it wins over their record's language). */
export function hasChosenLanguage(): boolean {
  return isLanguage(localStorage.getItem(storageKey));
}

export function rememberLanguage(code: LanguageCode): void {
  localStorage.setItem(storageKey, code);
}
