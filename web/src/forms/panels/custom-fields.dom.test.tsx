import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldEditorProps } from '../../fields/field-types.js';
import { loadRecordForm, renderRecordForm, storedRecord } from '../../test-support/record-form.js';
import { testObject } from '../../test-support/shell-harness.js';
import { registerCustomField } from './custom-fields.js';

/** A field component: the value as stars, and a button that sets it to 5. */
function StarsEditor({ id, value, onChange, disabled }: FieldEditorProps) {
  return (
    <span>
      <output id={id}>{'★'.repeat(Number(value ?? 0))}</output>
      <button type="button" disabled={disabled} onClick={() => onChange(5)}>
        Five stars
      </button>
    </span>
  );
}
registerCustomField('stars', StarsEditor);

const entity = 'e2e_rated';
const properties: PropertyDefinition[] = [
  { logicalName: 'r_score', displayName: 'Score', type: 'Integer', flags: [] },
  { logicalName: 'r_note', displayName: 'Note', type: 'String', flags: [], max: 100 },
];
const object = testObject({
  logicalName: entity,
  displayName: 'Rating',
  displayNamePlural: 'Ratings',
  type: 'standard',
  properties,
});
const id = '00000000-0000-4000-8000-0000000057a2';

describe('a form entry with a customComponent (spec 000 section 3)', { timeout: 15_000 }, () => {
  beforeAll(loadRecordForm, 30_000);

  it('shows the registered field component, whose changes the form saves', async () => {
    const { user, server } = await renderRecordForm({
      object,
      id,
      forms: [
        {
          name: 'main',
          panel: { name: 'root', type: 'Fields', fields: [{ name: 'r_score', customComponent: 'stars' }] },
        },
      ],
      tables: { [entity]: [storedRecord({ id, name: 'Pump', r_score: 2 })] },
    });
    expect((await screen.findByLabelText('Score')).textContent).toBe('★★');
    await user.click(screen.getByRole('button', { name: 'Five stars' }));
    expect(screen.getByLabelText('Score').textContent).toBe('★★★★★');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodiesOf('POST /api/update')).toMatchObject([
        { operation: 'update', object: { id, r_score: 5 } },
      ]),
    );
    expect(screen.queryByText(/Check Configuration/)).toBeNull();
  });

  it('keeps the plain editor for an unknown name and says what to check', async () => {
    await renderRecordForm({
      object,
      id,
      forms: [
        {
          name: 'main',
          panel: { name: 'root', type: 'Fields', fields: [{ name: 'r_note', customComponent: 'signature' }] },
        },
      ],
      tables: { [entity]: [storedRecord({ id, name: 'Pump', r_note: 'fine' })] },
    });
    const editor = await screen.findByLabelText('Note');
    expect((editor as HTMLInputElement).value).toBe('fine');
    const hint = screen.getByRole('note');
    expect(hint.textContent).toBe('Check Configuration: Component not found: signature');
    expect(hint.closest('[data-field]')?.getAttribute('data-field')).toBe('r_note');
  });
});
