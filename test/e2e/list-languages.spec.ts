import { expect, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';
import { signInWithoutOpening } from './helpers.js';

/**
 * The language chosen in this browser's storage at start-up, and the translations the server
 * sends with the user context (the template's texts). The list's own texts in each language
 * (toolbar, footer, editing, customise mode, calendar, import and export) are checked in
 * web/src/lists/list-languages.dom.test.tsx.
 */
const languages = [
  {
    code: 'sk',
    createdFilter: 'Vytvorené',
    accountName: 'Názov firmy',
    filterBar: 'Rýchle filtre',
  },
  {
    code: 'cs',
    createdFilter: 'Vytvořeno',
    accountName: 'Název firmy',
    filterBar: 'Rychlé filtry',
  },
  {
    code: 'de',
    createdFilter: 'Erstellt am',
    accountName: 'Firmenname',
    filterBar: 'Schnellfilter',
  },
] as const;

for (const text of languages) {
  test(`lists speak ${text.code}: the language chosen at start-up and the template's translations`, async ({
    page,
  }) => {
    await signInWithoutOpening(page);
    await page.evaluate((code) => localStorage.setItem('strata.language', code), text.code);
    await page.goto(`${appUrl('demo')}/sales/list/account?view=all`);
    await expect(page.locator('html')).toHaveAttribute('lang', text.code);
    // the view's quick filters and the properties carry the template's translations too
    await expect(page.getByRole('group', { name: text.filterBar })).toContainText(text.createdFilter);
    await expect(page.getByRole('columnheader', { name: text.accountName })).toBeVisible();
  });
}
