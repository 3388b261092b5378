import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import type { Translate } from '../fields/format-value';

/** Tests only: the real texts of a language (fields and export), so tests read what users see. */
export async function textsOf(language: string): Promise<Translate> {
  const read = (namespace: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { fields: read('fields'), export: read('export') } },
    ns: ['fields', 'export'],
    defaultNS: 'export',
    interpolation: { escapeValue: false },
  });
  const t = instance.getFixedT(language, 'export');
  return (key, options) => t(key, options ?? {});
}
