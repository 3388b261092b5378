import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll } from 'vitest';
import { restoreFetch } from './fake-server';

/**
 * Set-up of every DOM test (vitest project `dom`): i18next with the English texts of every
 * namespace, as a signed-in English user sees them, and the rendered tree removed after each test.
 */
const english = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/en/*.json', {
  eager: true,
});

// findBy and waitFor wait up to 5 s, not Testing Library's 1 s: a lazily loaded dialog's module
// is transformed on its first import, which on a loaded 2-core CI machine took over a second
// (the address dialog and the command palette failed that way). A passing wait returns at once.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  if (i18next.isInitialized) return;
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [file, module] of Object.entries(english)) {
    const namespace = /([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) resources[namespace] = module.default;
  }
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(resources),
    defaultNS: 'common',
    resources: { en: resources },
    interpolation: { escapeValue: false },
  });
});

afterEach(() => {
  cleanup();
  restoreFetch();
  sessionStorage.clear();
  localStorage.clear();
});
