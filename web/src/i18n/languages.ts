import { isLanguage, type Language, supportedLanguages } from '@strata/api/contract/languages';

/** Each language named in itself, as language pickers do. */
const ownNames: Record<Language, string> = { en: 'English', sk: 'Slovenčina', cs: 'Čeština', de: 'Deutsch' };

export const languages = supportedLanguages.map((code) => ({ code, label: ownNames[code] }));
export type LanguageCode = Language;

const storageKey = 'strata.language';
/** The language on the signed-in user's record, kept so the next start opens in it at once. */
const recordKey = 'strata.language.user';

/**
 * The choice made on this device, else the language on the user's record (from the last
 * start), else the browser's first two letters, else English.
 */
export function initialLanguage(): LanguageCode {
  const stored = localStorage.getItem(storageKey);
  if (isLanguage(stored)) return stored;
  const record = localStorage.getItem(recordKey);
  if (isLanguage(record)) return record;
  const browser = navigator.language?.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : 'en';
}

/** Whether the user picked a language on this device (it wins over their record's language). */
export function hasChosenLanguage(): boolean {
  return isLanguage(localStorage.getItem(storageKey));
}

/** Keeps (or, with null, forgets) the language on the signed-in user's record. */
export function rememberRecordLanguage(code: LanguageCode | null): void {
  if (code) localStorage.setItem(recordKey, code);
  else localStorage.removeItem(recordKey);
}

export function rememberLanguage(code: LanguageCode): void {
  localStorage.setItem(storageKey, code);
}
