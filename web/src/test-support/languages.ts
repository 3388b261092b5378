import i18next from 'i18next';

/**
 * Another language in a DOM test: the DOM set-up loads English only; `speakLanguage('de')` adds
 * every namespace of locales/de and switches i18next to it, so screens read as a German user
 * sees them (the server's texts, `context.texts`, are not included). Switch back after the test
 * with `speakLanguage('en')`.
 */
const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json', {
  eager: true,
});

export async function speakLanguage(code: string): Promise<void> {
  for (const [file, module] of Object.entries(bundles)) {
    const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (language === code && namespace)
      i18next.addResourceBundle(code, namespace, module.default, true, true);
  }
  await i18next.changeLanguage(code);
}
