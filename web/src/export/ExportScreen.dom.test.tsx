import { csvRowCountHeader } from '@strata/api/contract/csv-export';
import type { FetchQuery } from '@strata/api/contract/query';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '../test-support/downloads.js';
import { type FakeRequest, type FakeRoute, fakeServer } from '../test-support/fake-server.js';
import { roomyBoxes } from '../test-support/layout.js';
import { renderInShell, testContext, testObject } from '../test-support/shell-harness.js';
import { PromptHost } from '../ui/prompts.js';
import { ToastHost } from '../ui/toasts.js';
import ExportScreen from './ExportScreen.js';

/**
 * Export Records (spec 001 sections 2, 3 and 6) in the DOM: the server's answers are faked and
 * what the screen sent and downloaded is checked. The files the real server writes, and the
 * browser's downloads of them, stay in test/e2e/export.spec.ts.
 */

/** /api/fetch by the queried entity: no views and no organisation settings unless given. */
function fetchByEntity(answers: Record<string, FakeRoute> = {}): FakeRoute {
  return (request: FakeRequest) => {
    const name = (request.body as FetchQuery).entity.name;
    const answer = answers[name];
    if (answer) return answer(request);
    return name === 'inu_view' || name === 'inu_orgsettings' ? [] : undefined;
  };
}

/**
 * Answers POST /api/export/csv with the lines of a CSV (text, as the server sends them) and
 * its row count, over the fake server already in place; the requests' bodies land in the list.
 */
function serverCsv(lines: string, rows: number): unknown[] {
  const sent: unknown[] = [];
  const faked = globalThis.fetch;
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? String(input) : input.url,
      'http://x',
    );
    if (url.pathname !== '/api/export/csv') return faked(input, init);
    sent.push(JSON.parse(String(init.body)));
    return new Response(lines, {
      headers: { 'Content-Type': 'text/csv; charset=utf-8', [csvRowCountHeader]: String(rows) },
    });
  };
  globalThis.fetch = fake as typeof fetch;
  window.fetch = fake as typeof fetch;
  return sent;
}

/** The screen at /sales/export (with the query string given), the prompts and toasts beside. */
function openExport(query = '', context = testContext()) {
  roomyBoxes();
  return renderInShell(
    <>
      <ExportScreen />
      <PromptHost />
      <ToastHost />
    </>,
    { context, path: `/sales/export${query}`, route: '/:appId/export' },
  );
}

const command = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Commands: Export Records' })).getByRole('button', { name });

/** Sets a field's text at once, as Playwright's fill does (typing a long query key by key is slow). */
const fill = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });

const exportDialog = () => screen.findByRole('dialog', { name: 'Export' });

// a screen's test takes well under a second alone; the room (and findBy's 5 s) is for a loaded machine
configure({ asyncUtilTimeout: 5000 });
describe('Export Records', { timeout: 20_000 }, () => {
  it('offers readable entities without link tables, and the dialog starts on All with Selected off', async () => {
    fakeServer({ 'POST /api/fetch': fetchByEntity() });
    const { user, router } = openExport();
    const picker = screen.getByRole('combobox', { name: 'Entity' });
    const options = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // link tables (many-to-many intersects) are never offered, even to an administrator
    expect(options.filter((label) => label === 'Accounts')).toHaveLength(1);
    expect(options).not.toContain('Stakeholders');
    await user.selectOptions(picker, 'Accounts');
    expect(router.state.location.search).toMatch(/[?&]entity=account/);
    await user.click(await waitFor(() => command('Export')));
    const dialog = await exportDialog();
    // the dialog focuses its first field; Selected is off without a selection
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'All' })),
    );
    expect((within(dialog).getByRole('radio', { name: 'Selected (0)' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('a user whose role cannot read an entity does not see it in the picker', async () => {
    fakeServer({ 'POST /api/fetch': fetchByEntity() });
    // technicians read accounts, but not leads or opportunities
    const base = testContext();
    const context = testContext({ permDict: { ...base.permDict, lead: 0, opportunity: 0 } });
    openExport('?entity=lead', context);
    expect(screen.getByRole('alert').textContent).toContain('lead cannot be exported');
    const picker = screen.getByRole('combobox', { name: 'Entity' }) as HTMLSelectElement;
    expect(picker.value).toBe('');
    const options = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Accounts');
    expect(options).not.toContain('Leads');
    expect(options).not.toContain('Opportunities');
  });

  it('Setup Query: a bad query keeps the text and says why; a good one downloads as .json and is saved', async () => {
    fakeServer({ 'POST /api/fetch': fetchByEntity() });
    const downloads = captureDownloads();
    const { user } = openExport('?entity=account');
    await user.click(await waitFor(() => command('Setup Query')));
    const setup = await screen.findByRole('dialog', { name: 'Setup Query' });
    const editor = within(setup).getByLabelText('Query (JSON)') as HTMLTextAreaElement;
    await waitFor(() => expect(document.activeElement).toBe(editor));
    expect(editor.value).toMatch(/"name": "account"/);

    const save = () => user.click(within(setup).getByRole('button', { name: 'Save' }));
    fill(editor, '{ "entity": { "name": "account", ');
    await save();
    expect(within(setup).getByRole('alert').textContent).toContain('This is not valid JSON');
    expect(editor.value).toBe('{ "entity": { "name": "account", ');
    fill(
      editor,
      JSON.stringify({
        entity: { name: 'account', filter: { conditions: [{ attribute: 'name', operator: 'sounds-like' }] } },
      }),
    );
    await save();
    expect(within(setup).getByRole('alert').textContent).toContain('This is not a valid query');
    expect(within(setup).getByRole('alert').textContent).toContain('operator');

    const query = {
      entity: {
        name: 'account',
        attributes: [{ attribute: 'name' }, { attribute: 'revenue' }, { attribute: 'primarycontactid' }],
        filter: { conditions: [{ attribute: 'name', operator: 'like', value: 'Exp%' }] },
        orders: [{ attribute: 'name' }],
      },
    };
    fill(editor, JSON.stringify(query, null, 2));
    // Enter in the editor is a new line, not a save
    await user.click(editor);
    await user.keyboard('{Control>}{End}{/Control}{Enter}');
    expect(screen.getByRole('dialog', { name: 'Setup Query' })).toBe(setup);
    expect(editor.value.endsWith('\n')).toBe(true);
    // the query downloads as a .json file too
    await user.click(within(setup).getByRole('button', { name: 'Export' }));
    expect(downloads.files.map((file) => file.name)).toEqual(['Accounts - Query.json']);
    expect(JSON.parse((await downloads.files[0]?.text()) ?? '')).toEqual(query);
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Setup Query' })).toBeNull());
    expect(screen.getByText('Account Name ~ Exp%')).toBeTruthy();
  });

  it('Enter in a field starts no download; no rows give the header alone and say so', async () => {
    fakeServer({ 'POST /api/fetch': fetchByEntity() });
    const sent = serverCsv('Account Name\r\n', 0);
    const downloads = captureDownloads();
    const { user } = openExport('?entity=account');
    await user.click(await waitFor(() => command('Export')));
    const dialog = await exportDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'CSV' }));
    const sepLine = within(dialog).getByRole('checkbox', { name: "First line 'sep=;'" }) as HTMLInputElement;
    if (sepLine.checked) await user.click(sepLine);
    // Enter in a field does not start a download
    await user.click(within(dialog).getByLabelText('File name'));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Export' })).toBe(dialog);
    expect(sent).toEqual([]);
    expect(downloads.files).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export' })).toBeNull());
    // one download: Save's, none from the Enter before it; the BOM and no 'sep=;' line
    expect(sent).toHaveLength(1);
    expect(downloads.files.map((file) => file.name)).toEqual(['Accounts - Export.csv']);
    expect(await downloads.files[0]?.text()).toBe('\uFEFFAccount Name\r\n');
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((status) => status.textContent?.includes('No records to export')),
      ).toBe(true),
    );
  });

  it('a failed fetch shows an alert with the message, and the dialog stays', async () => {
    const asleep = { status: 503, body: { code: 'ERR_SERVER', message: 'The database is asleep' } };
    // the rows' fetch (JSON, PDF) and the server's CSV both fail
    fakeServer({
      'POST /api/fetch': fetchByEntity({ account: () => asleep }),
      'POST /api/export/csv': () => asleep,
    });
    const downloads = captureDownloads();
    const { user } = openExport('?entity=account');
    await user.click(await waitFor(() => command('Export')));
    const dialog = await exportDialog();
    for (const format of ['CSV', 'JSON']) {
      await user.click(within(dialog).getByRole('radio', { name: format }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const alert = await screen.findByRole('alertdialog', { name: 'Export failed' });
      expect(alert.textContent).toContain('The database is asleep');
      await user.click(within(alert).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(screen.getByRole('dialog', { name: 'Export' })).toBe(dialog);
    }
    expect(downloads.files).toEqual([]);
  });

  it("the organisation's export settings start the dialog, for users who may read them", async () => {
    const settings = testObject({
      logicalName: 'inu_orgsettings',
      displayName: 'Organisation Settings',
      displayNamePlural: 'Organisation Settings',
      type: 'standard',
      properties: [
        { logicalName: 'export_options', displayName: 'Export Options', type: 'String', flags: [] },
      ],
    });
    const server = fakeServer({
      'POST /api/fetch': fetchByEntity({
        inu_orgsettings: () => [
          {
            id: 'settings',
            export_options: JSON.stringify({ format: 'pdf', orientation: 'portrait', fontSize: 9 }),
          },
        ],
      }),
    });
    const admin = openExport('?entity=account', testContext({ extraObjects: [settings] }));
    await admin.user.click(await waitFor(() => command('Export')));
    let dialog = await exportDialog();
    expect((within(dialog).getByRole('radio', { name: 'PDF' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'Portrait' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Font size') as HTMLInputElement).value).toBe('9');
    admin.unmount();

    // technicians may not read inu_orgsettings: the built-in defaults are theirs
    const asked = server.requests.length;
    const base = testContext({ extraObjects: [settings] });
    const tech = openExport('?entity=account', {
      ...base,
      permDict: { ...base.permDict, inu_orgsettings: 0 },
    });
    await tech.user.click(await waitFor(() => command('Export')));
    dialog = await exportDialog();
    expect((within(dialog).getByRole('radio', { name: 'CSV' }) as HTMLInputElement).checked).toBe(true);
    const later = server.requests.slice(asked).map((request) => (request.body as FetchQuery).entity.name);
    expect(later).not.toContain('inu_orgsettings');
  });
});
