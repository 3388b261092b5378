import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { localesDir } from '../config/paths.js';

import { isLanguage, type Language, supportedLanguages } from '../contract/languages.js';

export { type Language, supportedLanguages };

const namespaces = ['errors', 'mail', 'messages'] as const;

let instance: i18n | undefined;

/** One i18next instance for the server, loaded synchronously from locales/ at first use. */
export function serverI18n(): i18n {
  if (instance) return instance;
  const resources: Resource = {};
  for (const language of supportedLanguages) {
    const bundle: ResourceLanguage = {};
    for (const namespace of namespaces) {
      const file = path.join(localesDir, language, `${namespace}.json`);
      bundle[namespace] = JSON.parse(readFileSync(file, 'utf8')) as ResourceLanguage[string];
    }
    resources[language] = bundle;
  }
  const created = i18next.createInstance();
  void created.init({
    initAsync: false,
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS: 'errors',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance = created;
  return created;
}

/** The first supported language in an Accept-Language header, by quality order. */
export function pickLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .slice(0, 20)
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const quality = rest.find((p) => p.trim().startsWith('q='));
      return {
        code: tag.trim().slice(0, 2).toLowerCase(),
        q: quality ? Number(quality.trim().slice(2)) || 0 : 1,
      };
    })
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => isLanguage(entry.code))?.code;
  return isLanguage(match) ? match : 'en';
}

/** A plain message (not an error) in the caller's language, e.g. 'Password Changed'. */
export function message(key: string, language: Language): string {
  return serverI18n().getFixedT(language, 'messages')(key);
}
