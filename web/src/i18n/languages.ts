export const languages = [
  { code: 'en', label: 'English' },
  { code: 'sk', label: 'Slovenčina' },
  { code: 'cs', label: 'Čeština' },
  { code: 'de', label: 'Deutsch' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

const storageKey = 'strata.language';

function isLanguage(value: string | null | undefined): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

/** The remembered choice, else the browser's first two letters, else English. */
export function initialLanguage(): LanguageCode {
  const stored = localStorage.getItem(storageKey);
  if (isLanguage(stored)) return stored;
  const browser = navigator.language?.slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : 'en';
}

export function rememberLanguage(code: LanguageCode): void {
  localStorage.setItem(storageKey, code);
}
