import type { RecordOperation } from '@strata/api/contract/records';
import type { PanelDefinition } from '@strata/api/contract/views';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomPanel, usePendingChange } from '../../panels/panel-api.js';
import { loadRecordForm, newToast, renderRecordForm, storedRecord } from '../../test-support/record-form.js';
import { testObject } from '../../test-support/shell-harness.js';
import type { FormDefinition } from '../form-definition.js';

/**
 * Issue 37 item 1: a panel's unsaved work belongs to the form, not to the tab that shows it.
 * A small panel keeps a typed note as a pending change: switching tabs unmounts it, and the
 * form still counts it dirty, saves it in the record's batch, and keeps it when the save fails.
 */
function NotePanel({ panel }: { panel: PanelDefinition }) {
  const note = usePendingChange<string>(`note:${panel.name}`);
  return (
    <label>
      Note
      <input
        value={note.change?.state ?? ''}
        onChange={(event) => {
          const text = event.target.value;
          if (!text) return note.clear();
          note.set({
            state: text,
            operations: (recordId): RecordOperation[] => [
              { name: 't_note', operation: 'create', object: { name: text, parentid: recordId } },
            ],
            problem: () => (text.includes('!') ? 'A note has no exclamation marks' : null),
          });
        }}
      />
    </label>
  );
}
registerCustomPanel('testNote', NotePanel);

const object = testObject({
  logicalName: 't_pending',
  displayName: 'Pending Sample',
  displayNamePlural: 'Pending Samples',
  type: 'standard',
  properties: [],
});

const form: FormDefinition = {
  name: 'main',
  panel: {
    name: 'root',
    type: 'Tabs',
    panels: [
      { name: 'general', type: 'Fields', label: 'General', fields: [{ name: 'name' }] },
      { name: 'notes', type: 'Custom', label: 'Notes', customComponent: 'testNote' },
    ],
  },
};

const recordId = '00000000-0000-4000-8000-00000000a001';

async function openWithNote(answer: () => { status: number; body: unknown } | unknown) {
  const batches: RecordOperation[][] = [];
  const rendered = await renderRecordForm({
    object,
    id: recordId,
    forms: [form],
    tables: { t_pending: [storedRecord({ id: recordId, name: 'Sample' })] },
    routes: {
      'POST /api/executemultiple': (request) => {
        batches.push((request.body as { records: RecordOperation[] }).records);
        return answer();
      },
    },
  });
  await screen.findByRole('heading', { name: 'Pending Sample: Sample' });
  await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
  await userEvent.type(await screen.findByLabelText('Note'), 'call back');
  // the note's tab is left: its panel unmounts, the note stays with the form
  await userEvent.click(screen.getByRole('tab', { name: 'General' }));
  await waitFor(() => expect(screen.queryByLabelText('Note')).toBeNull());
  return { ...rendered, batches };
}

const formElement = (container: HTMLElement) => container.querySelector('.record-form') as HTMLElement;

beforeAll(loadRecordForm, 30_000);

describe('pending changes of panels', { timeout: 20_000 }, () => {
  it('keeps a panel’s work when its tab is left: the form is dirty and Save writes it', async () => {
    const { container, batches } = await openWithNote(() => [{ result: 'n1' }]);
    expect(formElement(container).dataset.dirty).toBe('true');
    const saved = newToast('Record saved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await saved();
    expect(batches).toEqual([
      [{ name: 't_note', operation: 'create', object: { name: 'call back', parentid: recordId } }],
    ]);
    await waitFor(() => expect(formElement(container).dataset.dirty).toBeUndefined());
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByLabelText('Note')).toHaveProperty('value', '');
  });

  it('keeps the work on screen when the batch is refused, and writes it on the next Save', async () => {
    let refuse = true;
    const { container, batches } = await openWithNote(() =>
      refuse
        ? { status: 400, body: { code: 'ERR_VALIDATION', message: 'Name is too long' } }
        : [{ result: 'n1' }],
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Name is too long');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(formElement(container).dataset.dirty).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(await screen.findByLabelText('Note')).toHaveProperty('value', 'call back');
    refuse = false;
    const saved = newToast('Record saved');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await saved();
    expect(batches).toHaveLength(2);
    expect(batches[1]).toEqual(batches[0]);
  });

  it('refuses the save with the panel’s reason while its tab is not shown, sending nothing', async () => {
    const { batches } = await openWithNote(() => [{ result: 'n1' }]);
    await userEvent.click(screen.getByRole('tab', { name: 'Notes' }));
    await userEvent.type(await screen.findByLabelText('Note'), '!');
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('A note has no exclamation marks');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(batches).toEqual([]);
  });
});
