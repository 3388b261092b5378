import type { FetchQuery } from '@strata/api/contract/query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, expect, it, vi } from 'vitest';
import { fakeRows } from '../../test-support/fake-rows.js';
import { fakeServer } from '../../test-support/fake-server.js';
import { renderInShell } from '../../test-support/shell-harness.js';
import { loadMenuCode } from '../../ui/Menu.js';
import ViewEditorScreen from './ViewEditorScreen.js';

/**
 * Moved from test/e2e/view-editor.spec.ts: the view editor checks the body as it is typed and
 * previews a valid one. CodeMirror stands aside for a plain text box (typing into CodeMirror
 * and the save reaching PostgreSQL stay in e2e); the texts are loaded by the DOM set-up.
 */
vi.mock('../../i18n/setup-i18n.js', () => ({ loadNamespace: async () => undefined }));
vi.mock('./JsonCodeEditor.js', () => ({
  default: ({
    initial,
    label,
    onChange,
  }: {
    initial: string;
    label: string;
    onChange: (text: string) => void;
  }) => (
    <textarea aria-label={label} defaultValue={initial} onChange={(event) => onChange(event.target.value)} />
  ),
}));

// the More commands menu's code is there before the test (the app loads it on first intent)
beforeAll(() => loadMenuCode());

const body = (columns: unknown) =>
  JSON.stringify(
    {
      query: {
        entity: {
          name: 'account',
          attributes: [{ attribute: 'name' }, { attribute: 'telephone1' }],
          filter: { conditions: [{ attribute: 'name', operator: 'like', value: 'Ved%' }] },
        },
      },
      columns,
    },
    null,
    2,
  );

it('shows the path of an invalid body as you type, then previews a valid one', async () => {
  const id = '00000000-0000-4000-8000-00000000ed17';
  fakeServer({
    'POST /api/fetch': (request) => {
      const query = request.body as FetchQuery;
      if (query.entity.name === 'inu_view')
        return [
          {
            id,
            name: 'ved',
            label: 'zz view editor',
            kind: 'view',
            objectname: 'account',
            body: body([{ attribute: 'name' }]),
            versionnumber: 1,
          },
        ];
      return fakeRows([
        { id: 'a1', name: 'Ved one', telephone1: '555' },
        { id: 'a2', name: 'Other', telephone1: '556' },
      ])(query);
    },
  });
  const { user } = renderInShell(<ViewEditorScreen id={id} />, { path: '/customize/edit/inu_view/x' });
  const title = 'View: zz view editor';
  expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
  const editor = await screen.findByRole('textbox', { name: title });
  const problems = screen.getByTestId('view-problems');
  expect(problems.textContent).toContain('The body is valid.');
  // without layout the title bar has no room: its commands are in its More commands menu
  const saveDisabled = async () => {
    await user.click(screen.getByRole('button', { name: 'More commands' }));
    const save = await screen.findByRole('menuitem', { name: 'Save' });
    const disabled = save.getAttribute('aria-disabled') === 'true';
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Save' })).toBeNull());
    return disabled;
  };
  const fill = async (text: string) => {
    await user.clear(editor);
    await user.click(editor);
    await user.paste(text);
  };

  await fill(body([{ attribute: 'name', width: 'wide' }]));
  await waitFor(() => expect(problems.textContent).toContain('columns.0.width'));
  expect(await saveDisabled()).toBe(true);
  await fill('{"query": ');
  await waitFor(() => expect(problems.textContent).toContain('Not JSON'));

  await fill(body([{ attribute: 'name' }, { attribute: 'telephone1' }]));
  await waitFor(() => expect(problems.textContent).toContain('The body is valid.'));
  const preview = await screen.findByRole('table', { name: 'First rows of this list' });
  expect(
    within(preview)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Account Name', 'Main Phone']);
  await waitFor(() => expect(preview.textContent).toContain('Ved one'));
  expect(preview.textContent).not.toContain('Other');
  expect(await saveDisabled()).toBe(false);
});
