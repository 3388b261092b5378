import { expect, test } from '@playwright/test';
import { appUrl } from './e2e-state.js';
import { signIn } from './helpers.js';

/** A wide window: German command labels are long and the bar would fold some into its menu. */
test.use({ viewport: { width: 1600, height: 900 } });

const languages = [
  {
    code: 'sk',
    createdFilter: 'Vytvorené',
    accountName: 'Názov firmy',
    cancel: 'Zrušiť',
    search: 'Hľadať',
    filterBar: 'Rýchle filtre',
    records: /^Záznamy: \d+/,
    newRecord: 'Nový',
    editInPlace: 'Upraviť v zozname',
    blocked: 'Operácia nie je dostupná počas úprav zoznamu.',
    customize: 'Prispôsobiť',
    banner: 'REŽIM PRISPÔSOBENIA',
    calendar: 'Kalendár',
    month: 'Mesiac',
    importTitle: 'Import záznamov',
    exportTitle: 'Export záznamov',
  },
  {
    code: 'cs',
    createdFilter: 'Vytvořeno',
    accountName: 'Název firmy',
    cancel: 'Zrušit',
    search: 'Hledat',
    filterBar: 'Rychlé filtry',
    records: /^Záznamy: \d+/,
    newRecord: 'Nový',
    editInPlace: 'Upravit v seznamu',
    blocked: 'Operace není dostupná během úprav seznamu.',
    customize: 'Přizpůsobit',
    banner: 'REŽIM PŘIZPŮSOBENÍ',
    calendar: 'Kalendář',
    month: 'Měsíc',
    importTitle: 'Import záznamů',
    exportTitle: 'Export záznamů',
  },
  {
    code: 'de',
    createdFilter: 'Erstellt am',
    accountName: 'Firmenname',
    cancel: 'Abbrechen',
    search: 'Suchen',
    filterBar: 'Schnellfilter',
    records: /^Datensätze: \d+/,
    newRecord: 'Neu',
    editInPlace: 'In der Liste bearbeiten',
    blocked: 'Vorgang während der Bearbeitung der Liste nicht verfügbar.',
    customize: 'Anpassen',
    banner: 'ANPASSUNGSMODUS',
    calendar: 'Kalender',
    month: 'Monat',
    importTitle: 'Datensätze importieren',
    exportTitle: 'Datensätze exportieren',
  },
] as const;

for (const text of languages) {
  test(`lists speak ${text.code}: toolbar, footer, editing, customise mode, calendar, import and export`, async ({
    page,
  }) => {
    await signIn(page);
    await page.evaluate((code) => localStorage.setItem('strata.language', code), text.code);
    await page.goto(`${appUrl('demo')}/sales/list/account?view=all`);
    await expect(page.locator('html')).toHaveAttribute('lang', text.code);
    await expect(page.getByRole('searchbox', { name: text.search })).toBeVisible();
    await expect(page.getByRole('group', { name: text.filterBar })).toBeVisible();
    // the view's quick filters carry the template's translations too
    await expect(page.getByRole('group', { name: text.filterBar })).toContainText(text.createdFilter);
    await expect(page.locator('.list-count')).toHaveText(text.records);
    await expect(page.getByRole('button', { name: text.newRecord, exact: true })).toBeVisible();

    // sorting while editing in place is refused with the translated message
    await page.getByRole('button', { name: text.editInPlace, exact: true }).click();
    await page.getByRole('columnheader', { name: text.accountName }).getByRole('button').click();
    const blocked = page.getByRole('alertdialog', { name: text.blocked });
    await blocked.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: text.cancel, exact: true }).click();
    await expect(page.getByRole('button', { name: text.editInPlace, exact: true })).toBeVisible();

    await page.getByRole('button', { name: text.customize, exact: true }).click();
    await expect(page.getByText(text.banner)).toBeVisible();

    await page.goto(`${appUrl('demo')}/sales/list/activity?mode=calendar`);
    const calendar = page.getByRole('region', { name: text.calendar });
    await expect(calendar.getByRole('button', { name: text.month, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto(`${appUrl('demo')}/sales/import?entity=account`);
    await expect(page.getByRole('heading', { name: text.importTitle, level: 1 })).toBeVisible();
    await page.goto(`${appUrl('demo')}/sales/export?entity=account`);
    await expect(page.getByRole('heading', { name: text.exportTitle, level: 1 })).toBeVisible();
  });
}
