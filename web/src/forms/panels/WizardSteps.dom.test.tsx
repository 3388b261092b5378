import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRecordForm, renderRecordForm, storedRecord } from '../../test-support/record-form.js';
import { testObject } from '../../test-support/shell-harness.js';
import type { FormDefinition } from '../form-definition.js';

/** A wizard form (Tabs with wizard: true), as customize-form.spec.ts walked it. */
const onboarding = testObject({
  logicalName: 'e2e_wizard',
  displayName: 'Onboarding',
  displayNamePlural: 'Onboardings',
  type: 'standard',
  properties: [
    { logicalName: 'process_stage_index', displayName: 'Step', type: 'Integer', flags: [] },
    { logicalName: 'contact_email', displayName: 'Contact Email', type: 'String', flags: ['Email'] },
    { logicalName: 'notes', displayName: 'Notes', type: 'String', flags: ['MultiLine'] },
  ],
});

const wizardForm: FormDefinition = {
  name: 'main',
  panel: {
    name: 'root',
    type: 'Tabs',
    wizard: true,
    panels: [
      {
        name: 'basics',
        type: 'Fields',
        label: 'Basics',
        fields: [{ name: 'name' }, { name: 'contact_email' }],
      },
      { name: 'details', type: 'Fields', label: 'Details', fields: [{ name: 'notes' }] },
    ],
  },
};

beforeAll(loadRecordForm, 30_000);

// a whole form renders in each test: room for a loaded machine beyond the default 5 s
describe('a wizard form', { timeout: 20_000 }, () => {
  it('walks its numbered steps, saving the step with the record', async () => {
    const { user, server, router } = await renderRecordForm({
      object: onboarding,
      forms: [
        {
          name: 'main',
          panel: {
            name: 'root',
            type: 'Tabs',
            wizard: true,
            panels: [
              {
                name: 'basics',
                type: 'Fields',
                label: 'Basics',
                fields: [{ name: 'name' }, { name: 'contact_email' }],
              },
              { name: 'details', type: 'Fields', label: 'Details', fields: [{ name: 'notes' }] },
            ],
          },
        },
      ],
    });
    const step = (label: string) =>
      screen.getAllByRole('listitem').find((item) => item.textContent?.includes(label));
    await waitFor(() => expect(step('Basics')?.getAttribute('aria-current')).toBe('step'));
    await user.click(screen.getByLabelText('Name', { exact: true }));
    await user.paste('Wizard sample');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/sales\/edit\/e2e_wizard\/[0-9a-f-]{36}$/),
    );
    await waitFor(() => expect(step('Details')?.getAttribute('aria-current')).toBe('step'));
    expect(screen.getByLabelText('Notes')).toBeTruthy();
    // the step is saved with the record
    expect(server.bodiesOf('POST /api/update')).toMatchObject([
      { operation: 'create', object: { name: 'Wizard sample', process_stage_index: 1 } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByLabelText('Contact Email')).toBeTruthy();
  });

  it('finishes on its last step, which is then done like the others', async () => {
    const id = '00000000-0000-4000-8000-00000000e1a1';
    const { user, server } = await renderRecordForm({
      object: onboarding,
      id,
      forms: [wizardForm],
      tables: { e2e_wizard: [storedRecord({ id, name: 'Almost there', process_stage_index: 1 })] },
    });
    const step = (label: string) =>
      screen.getAllByRole('listitem').find((item) => item.textContent?.includes(label));
    await waitFor(() => expect(step('Details')?.getAttribute('aria-current')).toBe('step'));
    expect(step('Basics')?.className).toBe('done');
    expect(step('Details')?.className).toBe('');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(step('Details')?.className).toBe('done'));
    expect(step('Basics')?.className).toBe('done');
    expect(server.bodiesOf('POST /api/update')).toMatchObject([
      { operation: 'update', object: { id, process_stage_index: 2 } },
    ]);
    // the last step stays on screen, and there is nothing left to finish
    expect(step('Details')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: 'Finish' }).hasAttribute('disabled')).toBe(true);
  });
});
