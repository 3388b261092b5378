import { fullOrganizationMask } from '@strata/api/contract/permission-mask';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ExportScreen from '../export/ExportScreen.js';
import ImportScreen from '../import/ImportScreen.js';
import { fakeRows } from '../test-support/fake-rows.js';
import { fakeServer } from '../test-support/fake-server.js';
import { speakLanguage } from '../test-support/languages.js';
import { renderListScreen } from '../test-support/list-screen.js';
import { renderInShell, testContext } from '../test-support/shell-harness.js';

/**
 * Moved from test/e2e/list-languages.spec.ts: the list's toolbar, footer, editing, customise
 * mode, calendar and the import and export screens in Slovak, Czech and German. The language
 * chosen at start-up and the template's own translations (sent by the server) stay in e2e.
 */
afterEach(() => speakLanguage('en'));

const languages = [
  {
    code: 'sk',
    cancel: 'Zrušiť',
    search: 'Hľadať',
    filterBar: 'Rýchle filtre',
    records: /^Záznamy: \d+/,
    newRecord: 'Nový',
    more: 'Ďalšie príkazy',
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
    cancel: 'Zrušit',
    search: 'Hledat',
    filterBar: 'Rychlé filtry',
    records: /^Záznamy: \d+/,
    newRecord: 'Nový',
    more: 'Další příkazy',
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
    cancel: 'Abbrechen',
    search: 'Suchen',
    filterBar: 'Schnellfilter',
    records: /^Datensätze: \d+/,
    newRecord: 'Neu',
    more: 'Weitere Befehle',
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

describe.each(languages)('lists speak $code', (text) => {
  it('toolbar, footer, editing and customise mode', async () => {
    await speakLanguage(text.code);
    // the administrator may change views (inu_view), as the demo's is
    const context = testContext();
    context.permDict = { ...context.permDict, inu_view: fullOrganizationMask };
    const { user } = renderListScreen('account', {
      context,
      path: '/sales/list/account?view=all',
      rows: fakeRows([{ id: 'one', name: 'One', statecode: 0 }]),
    });
    expect(await screen.findByRole('searchbox', { name: text.search })).toBeTruthy();
    expect(screen.getByRole('group', { name: text.filterBar })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.list-count')?.textContent).toMatch(text.records));
    // without layout the title bar has no room: its commands are in its More commands menu (the
    // e2e gave it a wide window)
    const command = async (name: string) => {
      await user.click(screen.getByRole('button', { name: text.more }));
      await user.click(await screen.findByRole('menuitem', { name }));
    };
    await user.click(screen.getByRole('button', { name: text.more }));
    expect(await screen.findByRole('menuitem', { name: text.newRecord })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());

    // sorting while editing in place is refused with the translated message
    await command(text.editInPlace);
    // (the column's label is the property's, translated by the server's texts: English here,
    // the translation is checked in e2e)
    const header = await screen.findByRole('columnheader', { name: 'Account Name' });
    await user.click(within(header).getByRole('button'));
    const blocked = await screen.findByRole('alertdialog', { name: text.blocked });
    await user.click(within(blocked).getByRole('button', { name: 'OK' }));
    await command(text.cancel);
    await user.click(screen.getByRole('button', { name: text.more }));
    expect(await screen.findByRole('menuitem', { name: text.editInPlace })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: text.customize }));
    expect(await screen.findByText(text.banner)).toBeTruthy();
  });

  it('calendar, import and export', async () => {
    await speakLanguage(text.code);
    const list = renderListScreen('activity', {
      path: '/sales/list/activity?mode=calendar',
      rows: fakeRows([]),
    });
    const calendar = await screen.findByRole('region', { name: text.calendar });
    expect(within(calendar).getByRole('button', { name: text.month }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    list.unmount();

    fakeServer({});
    const importing = renderInShell(<ImportScreen />, { path: '/sales/import?entity=account' });
    expect(await screen.findByRole('heading', { name: text.importTitle, level: 1 })).toBeTruthy();
    importing.unmount();
    renderInShell(<ExportScreen />, { path: '/sales/export?entity=account' });
    expect(await screen.findByRole('heading', { name: text.exportTitle, level: 1 })).toBeTruthy();
  });
});
