import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { hasChosenLanguage, initialLanguage, type LanguageCode, rememberLanguage } from './languages';

/**
 * Translations live in the repository's locales/ folder, shared with the server. Each
 * language is its own chunk, loaded when chosen, so the first load carries one language.
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../locales/*/{common,errors,forms,fields,lists,charts,files,export,import}.json',
);

async function loadLanguage(language: string): Promise<void> {
  const entries = Object.entries(bundles).filter(([file]) => file.includes(`/locales/${language}/`));
  await Promise.all(
    entries.map(async ([file, load]) => {
      const namespace = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
      i18next.addResourceBundle(language, namespace, (await load()).default, true, true);
    }),
  );
}

export async function setupI18n(): Promise<typeof i18next> {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['common', 'errors', 'forms', 'fields', 'lists', 'charts', 'files', 'export', 'import'],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
  });
  await Promise.all([loadLanguage('en'), language === 'en' ? undefined : loadLanguage(language)]);
  document.documentElement.lang = language;
  return i18next;
}

/**
 * Loads a language's texts first, then switches, so no untranslated key ever shows. The
 * user's own choice is remembered on the device; `remember: false` applies a default (the
 * language stored on the user's record) that a later choice on the device still overrides.
 */
export async function switchLanguage(
  language: LanguageCode,
  options: { remember?: boolean } = {},
): Promise<void> {
  await loadLanguage(language);
  // a default that lost the race against the user's own choice made while it loaded
  if (options.remember === false && hasChosenLanguage()) return;
  // remembered first: what re-renders on the change already sees the choice as the user's
  if (options.remember !== false) rememberLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
