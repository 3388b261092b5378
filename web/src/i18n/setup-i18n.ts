import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { hasChosenLanguage, initialLanguage, type LanguageCode, rememberLanguage } from './languages';

/**
 * Translations live in the repository's locales/ folder, shared with the server. Each file is
 * its own chunk, loaded when its language is chosen, so the first load carries one language.
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../locales/*/{common,errors,forms,fields,lists,charts,files,export,import,whatsnext,feed,dashboards,admin,localization,designer,customizedata,surveys,documents,panels,microsoft,cloudfiles}.json',
);

/** What every screen may need: loaded with the language, before the first render. */
const startupNamespaces = ['common', 'errors', 'forms', 'fields', 'lists', 'charts', 'files'];
/** Screens' own namespaces asked for so far (loadNamespace), each with its load in flight or done. */
const screenNamespaces = new Map<string, Promise<void>>();

/**
 * Settles once setupI18n has initialised i18next: the router may start loading a route (and
 * its namespace) before that, and i18next takes resources only once initialised.
 */
let initialised: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  initialised = resolve;
});

async function loadBundles(languages: string | readonly string[], namespaces: readonly string[]) {
  const pairs = [languages]
    .flat()
    .flatMap((language) => namespaces.map((namespace) => ({ language, namespace })));
  await Promise.all(
    pairs.map(async ({ language, namespace }) => {
      const load = bundles[`../../../locales/${language}/${namespace}.json`];
      if (load) i18next.addResourceBundle(language, namespace, (await load()).default, true, true);
    }),
  );
}

const loadLanguage = (language: string) =>
  loadBundles(language, [...startupNamespaces, ...screenNamespaces.keys()]);

/**
 * Loads a namespace of a screen with its own chunk (import, export) in English and the current
 * language; the screen's lazy loader awaits it, so the texts are there when it renders, and a
 * later language switch loads it too.
 */
export function loadNamespace(namespace: string): Promise<void> {
  let loading = screenNamespaces.get(namespace);
  if (!loading) {
    // i18next set up already (by setupI18n, or by a test's own set-up) needs no waiting
    loading = (i18next.isInitialized ? Promise.resolve() : ready)
      .then(() => {
        const language = i18next.language;
        return loadBundles(language !== 'en' ? ['en', language] : ['en'], [namespace]);
      })
      .catch((error: unknown) => {
        screenNamespaces.delete(namespace); // a chunk that failed to load (offline) is tried again
        throw error;
      });
    screenNamespaces.set(namespace, loading);
  }
  return loading;
}

/**
 * Initialises i18next in the tab's language (known at once: storage or the browser) and starts
 * loading the startup texts; answers when i18next knows the language, with the texts' load, so
 * the caller can start the API calls that carry the language before the texts are in.
 */
export async function setupI18n(): Promise<{ texts: Promise<void> }> {
  const language = initialLanguage();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: startupNamespaces,
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
  });
  // screens' own namespaces may load from now on, beside the startup ones
  initialised();
  const texts = Promise.all([
    loadLanguage('en'),
    language === 'en' ? undefined : loadLanguage(language),
  ]).then(() => {
    document.documentElement.lang = language;
  });
  return { texts };
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
