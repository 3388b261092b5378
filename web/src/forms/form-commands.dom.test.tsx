import type { PropertyDefinition } from '@strata/api/contract/metadata';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordValues } from '../data/data-api.js';
import { loadRecordForm, renderRecordForm, storedRecord } from '../test-support/record-form.js';
import { testObject } from '../test-support/shell-harness.js';
import type { FormDefinition } from './form-definition.js';

/**
 * The title-bar commands a form definition configures (spec 000 sections 2, 3 and 6): std entries
 * re-label, re-icon or re-permission a standard command; a custom command shows its icon; Edit
 * opens a record shown in a named form in its full form.
 */
const entity = 'e2e_cmd';
const properties: PropertyDefinition[] = [
  { logicalName: 'c_note', displayName: 'Note', type: 'String', flags: [], max: 100 },
];
const object = testObject({
  logicalName: entity,
  displayName: 'Case',
  displayNamePlural: 'Cases',
  type: 'standard',
  properties,
});
const recordId = '00000000-0000-4000-8000-00000000c0de';
const record = () => [storedRecord({ id: recordId, name: 'Broken pump', c_note: 'urgent' })];
const fields = { name: 'root', type: 'Fields' as const, fields: [{ name: 'name' }, { name: 'c_note' }] };

/** A script view for the custom command, so the form offers it (it runs `{entity}.{name}`). */
const approveScript: RecordValues = {
  id: '00000000-0000-4000-9000-0000000000a1',
  name: `${entity}.approve`,
  label: 'approve',
  ownerid: null,
  kind: 'script',
  objectname: entity,
  isprivate: false,
  versionnumber: 1,
  statecode: 0,
  body: JSON.stringify({ source: 'export default () => true;' }),
};

const iconOf = (button: HTMLElement) => button.querySelector('svg')?.getAttribute('class') ?? '';

describe('form commands from the form definition', { timeout: 15_000 }, () => {
  beforeAll(loadRecordForm, 30_000);

  it('std entries hide, re-label and re-icon standard commands; custom commands show their icon', async () => {
    const form: FormDefinition = {
      name: 'main',
      panel: fields,
      commands: [
        { kind: 'std', name: 'delete', permissions: 'e2e_nobody;3' },
        { kind: 'std', name: 'clone', label: 'Duplicate', icon: 'star' },
        { kind: 'custom', name: 'approve', label: 'Approve', icon: 'check' },
      ],
    };
    await renderRecordForm({
      object,
      id: recordId,
      forms: [form],
      tables: { [entity]: record(), inu_view: [approveScript] },
    });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(iconOf(approve)).toContain('lucide-check');
    const duplicate = screen.getByRole('button', { name: 'Duplicate' });
    expect(iconOf(duplicate)).toContain('lucide-star');
    expect(screen.queryByRole('button', { name: 'Clone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // a command without an entry keeps its own rule
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('a std entry whose permissions the user holds keeps the command', async () => {
    const form: FormDefinition = {
      name: 'main',
      panel: fields,
      commands: [{ kind: 'std', name: 'delete', permissions: `${entity};3` }],
    };
    await renderRecordForm({ object, id: recordId, forms: [form], tables: { [entity]: record() } });
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('Edit opens a record shown in a named form in its full form', async () => {
    const main: FormDefinition = { name: 'main', panel: fields };
    const compact: FormDefinition = {
      name: 'compact',
      panel: { name: 'root', type: 'Fields', fields: [{ name: 'name' }] },
    };
    const { user, router } = await renderRecordForm({
      object,
      id: recordId,
      formName: 'compact',
      forms: [main, compact],
      tables: { [entity]: record() },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(router.state.location.pathname).toBe(`/sales/edit/${entity}/${recordId}`);
    expect(await screen.findByLabelText('Note')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull());
  });

  it('the full form itself has no Edit', async () => {
    await renderRecordForm({
      object,
      id: recordId,
      forms: [{ name: 'main', panel: fields }],
      tables: { [entity]: record() },
    });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
