import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadRecordForm, newToast, renderRecordForm } from '../test-support/record-form.js';
import { testObject } from '../test-support/shell-harness.js';
import { addAppStyles, computedColour, rgbOf } from '../test-support/stylesheets.js';
import type { FormDefinition } from './form-definition.js';

/**
 * The small form behaviours of spec 000 sections 2, 4 and 5 and spec 001 section 9 (issue 26
 * item 6) on one object with its own form, as the form-behaviours e2e had them: the button
 * flash, write-in memory, the lookup dialog's two tabs, remembered tabs, a Split as tabs under
 * 900 px and the edit-objects table (minCount rows). The stage menu: StageEditor.dom.test.tsx.
 */
const properties: PropertyDefinition[] = [
  {
    logicalName: 'b_stage',
    displayName: 'Progress',
    type: 'String',
    flags: ['OptionSet'],
    max: 20,
    richOptions: [
      { value: 'open', label: 'Open' },
      { value: 'won', label: 'Closed - Won' },
      { value: 'lost', label: 'Closed - Lost' },
    ],
  },
  { logicalName: 'b_sent', displayName: 'Sent', type: 'Boolean', flags: [] },
  {
    logicalName: 'b_source',
    displayName: 'Source',
    type: 'String',
    flags: ['OptionSet', 'WriteIn'],
    max: 100,
    richOptions: [{ value: 'Web', label: 'Web' }],
  },
  { logicalName: 'b_customer', displayName: 'Customer', type: 'Lookup', flags: [], targets: ['account'] },
  { logicalName: 'b_left', displayName: 'Left Note', type: 'String', flags: [], max: 100 },
  { logicalName: 'b_right', displayName: 'Right Note', type: 'String', flags: [], max: 100 },
  { logicalName: 'b_lines', displayName: 'Lines', type: 'String', flags: ['Json'] },
];

const object = testObject({
  logicalName: 'e2e_beh',
  displayName: 'Behaviour Sample',
  displayNamePlural: 'Behaviour Samples',
  type: 'standard',
  properties,
});

const form: FormDefinition = {
  name: 'behaviours',
  panel: {
    name: 'root',
    type: 'Tabs',
    panels: [
      {
        name: 'general',
        type: 'Fields',
        label: 'General',
        fields: [
          { name: 'name' },
          { name: 'b_stage', stage: true },
          { name: 'b_sent', button: true, label: 'Mark Sent' },
          { name: 'b_source' },
          { name: 'b_customer' },
          {
            name: 'b_lines',
            objects: {
              columns: [
                { name: 'item', label: 'Item' },
                { name: 'qty', label: 'Quantity', type: 'number' },
              ],
              minCount: 2,
            },
          },
        ],
      },
      {
        name: 'sides',
        type: 'Split',
        label: 'Sides',
        direction: 'row',
        panels: [
          { name: 'left', type: 'Fields', label: 'Left Side', fields: [{ name: 'b_left' }] },
          { name: 'right', type: 'Fields', label: 'Right Side', fields: [{ name: 'b_right' }] },
        ],
      },
    ],
  },
};

async function openForm(options: { tables?: Parameters<typeof renderRecordForm>[0]['tables'] } = {}) {
  const rendered = await renderRecordForm({ object, forms: [form], formName: 'behaviours', ...options });
  await screen.findByRole('heading', { name: 'New Behaviour Sample' });
  return rendered;
}

/** happy-dom's own handle on the window: its viewport answers matchMedia. */
type HappyWindow = { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };

afterEach(() => {
  vi.useRealTimers();
});

beforeAll(loadRecordForm, 30_000);

// a whole form renders in each test: room for a loaded machine beyond the default 5 s
describe('the form behaviours', { timeout: 20_000 }, () => {
  it('a button field flashes green after a press, then goes back', async () => {
    const removeStyles = addAppStyles('base.css', 'fields.css');
    try {
      await openForm();
      const button = screen.getByRole('button', { name: 'Mark Sent' });
      expect(button.classList.contains('flash')).toBe(false);
      vi.useFakeTimers();
      fireEvent.click(button);
      expect(button.classList.contains('flash')).toBe(true);
      // green: the theme's success colour
      const success = computedColour('var(--success)');
      expect(success).not.toBe('');
      expect(rgbOf(getComputedStyle(button).backgroundColor)).toBe(success);
      // ButtonField's buttonFlashMs (500 ms): still green before it, back after it
      act(() => vi.advanceTimersByTime(450));
      expect(button.classList.contains('flash')).toBe(true);
      act(() => vi.advanceTimersByTime(100));
      expect(button.classList.contains('flash')).toBe(false);
    } finally {
      removeStyles();
    }
  });

  it('a write-in value typed once is offered on the next record', async () => {
    const typed = 'Fair 2026';
    const offered = (value: string) => document.querySelectorAll(`datalist option[value="${value}"]`);
    const first = await openForm();
    expect(offered(typed)).toHaveLength(0);
    await first.user.click(screen.getByLabelText('Name', { exact: true }));
    await first.user.paste('Write-in sample');
    await first.user.click(screen.getByLabelText('Source'));
    await first.user.paste(typed);
    await first.user.tab();
    const saved = newToast('Record saved');
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    await saved();
    expect(first.server.bodiesOf('POST /api/update')).toMatchObject([
      { operation: 'create', object: { name: 'Write-in sample', b_source: typed } },
    ]);
    first.unmount();

    await openForm();
    expect(offered(typed)).toHaveLength(1);
    // the option set's own values are still there
    expect(offered('Web')).toHaveLength(1);
  });

  it('the lookup dialog has an Items tab to pick from and a Selected tab with the pick', async () => {
    const account = 'Beh Account';
    const { user } = await openForm({
      tables: {
        account: [
          { id: '00000000-0000-4000-8000-00000000a001', name: account },
          { id: '00000000-0000-4000-8000-00000000a002', name: 'Other Account' },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Search Customer in a dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose Customer' });
    const inDialog = within(dialog);
    expect(inDialog.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe('true');
    expect(inDialog.getByRole('tab', { name: 'Selected (0)' })).toBeTruthy();
    await user.type(inDialog.getByRole('combobox', { name: 'Search' }), account);
    await user.click(await inDialog.findByRole('option', { name: account }));
    await user.click(inDialog.getByRole('tab', { name: 'Selected (1)' }));
    expect(inDialog.getByRole('tab', { name: 'Selected (1)' }).getAttribute('aria-selected')).toBe('true');
    expect(inDialog.getByRole('tabpanel').textContent).toContain(account);
    await user.click(inDialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose Customer' })).toBeNull());
    expect((screen.getByRole('combobox', { name: 'Customer' }) as HTMLInputElement).value).toBe(account);
  });

  it('the chosen tab is remembered', async () => {
    const first = await openForm();
    await first.user.click(screen.getByRole('tab', { name: 'Sides' }));
    expect(screen.getByLabelText('Right Note')).toBeTruthy();
    first.unmount();
    // the form opened again (a reload)
    await openForm();
    expect(screen.getByRole('tab', { name: 'Sides' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('Right Note')).toBeTruthy();
  });

  it('a Split shows its panels side by side on a wide screen and becomes tabs under 900 px', async () => {
    const viewport = (width: number) =>
      act(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 900 }));
    // happy-dom's default viewport again after the test, however it ends
    onTestFinished(() => viewport(1024));
    viewport(1280);
    const { user } = await openForm();
    await user.click(screen.getByRole('tab', { name: 'Sides' }));
    // side by side: both panels at once, no tabs of their own
    expect(screen.getByLabelText('Left Note')).toBeTruthy();
    expect(screen.getByLabelText('Right Note')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Left Side' })).toBeNull();

    viewport(800);
    expect((await screen.findByRole('tab', { name: 'Left Side' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByLabelText('Left Note')).toBeTruthy();
    expect(screen.queryByLabelText('Right Note')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Right Side' }));
    expect(screen.getByLabelText('Right Note')).toBeTruthy();
    expect(screen.queryByLabelText('Left Note')).toBeNull();
  });

  it('a Json array of objects is edited as a table that keeps minCount rows, and saved as JSON', async () => {
    const { user, server, tables } = await openForm();
    const table = within(screen.getByRole('table', { name: 'Lines' }));
    // two rows although the value is empty, and neither can be removed
    expect(table.getByRole('textbox', { name: 'Item, row 2' })).toBeTruthy();
    expect(table.queryByRole('textbox', { name: 'Item, row 3' })).toBeNull();
    expect((table.getByRole('button', { name: 'Remove row 1' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(table.getByRole('textbox', { name: 'Item, row 1' }), 'Pump');
    await user.type(table.getByRole('spinbutton', { name: 'Quantity, row 1' }), '3');
    // a third row can be added and removed again
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.type(table.getByRole('textbox', { name: 'Item, row 3' }), 'Valve');
    expect((table.getByRole('button', { name: 'Remove row 1' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(table.getByRole('button', { name: 'Remove row 3' }));
    expect(table.queryByRole('textbox', { name: 'Item, row 3' })).toBeNull();
    expect((table.getByRole('button', { name: 'Remove row 2' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText('Name', { exact: true }), 'Lines sample');
    const saved = newToast('Record saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await saved();
    const [create] = server.bodiesOf('POST /api/update') as { object: { b_lines: string } }[];
    expect(JSON.parse(create?.object.b_lines ?? 'null')).toEqual([{ item: 'Pump', qty: 3 }, {}]);
    // the saved record, read again on its edit path, shows the rows
    expect(tables.e2e_beh?.[0]?.name).toBe('Lines sample');
    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('table', { name: 'Lines' })).getByRole('textbox', {
            name: 'Item, row 1',
          }) as HTMLInputElement
        ).value,
      ).toBe('Pump'),
    );
  });
});
