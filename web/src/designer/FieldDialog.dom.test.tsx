import type { ObjectDefinition, PropertyDefinition } from '@strata/api/contract/metadata';
import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test-support/fake-server.js';
import { crmObjects, renderInShell } from '../test-support/shell-harness.js';
import type { ChangeAnswer } from './designer-api.js';
import { FieldDialog } from './FieldDialog.js';

/** A field made through the API: dependent options, a semicolon in a label, keys the dialog has no input for. */
const tier: PropertyDefinition = {
  logicalName: 'tier',
  displayName: 'Tier',
  type: 'String',
  flags: ['OptionSet'],
  richOptions: [
    {
      value: 'gold',
      label: 'Gold',
      color: '#d4af37',
      icon: 'star',
      depfield: 'customertypecode',
      depvalue: 1,
    },
    { value: 'partner', label: 'Partner; preferred', depfield: 'customertypecode', depvalue: 3 },
    { value: 'basic', label: 'Basic' },
  ],
  defaultValue: 'basic',
  formatString: '[{0}]',
};
const crmAccount = crmObjects.account;
if (!crmAccount) throw new Error('the crm template has no account');
const account: ObjectDefinition = { ...crmAccount, properties: [...crmAccount.properties, tier] };

const plan: ChangeAnswer = {
  plan: { description: 'Change tier', statements: [] },
  impact: { rows: 0, checks: [] },
};

/** Replaces a field's text the way a paste does: lines and all in one input event. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const optionLines = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^Options/ });

describe('the field dialog', () => {
  it('shows every part of dependent options and sends an unchanged field back exactly as it was', async () => {
    const server = fakeServer({ 'PUT /api/metadata/objects/account/properties/tier': () => plan });
    const { user } = renderInShell(
      <FieldDialog object={account} field={tier} ownNames={[]} onClose={vi.fn()} onDone={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change field Tier' });
    expect((optionLines(dialog) as HTMLTextAreaElement).value).toBe(
      'gold;Gold;#d4af37;star;customertypecode;1\npartner;Partner\\; preferred;;;customertypecode;3\nbasic;Basic',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Change tier')).toBeTruthy();
    expect(server.bodiesOf('PUT /api/metadata/objects/account/properties/tier')).toEqual([tier]);
  });

  it('names the line and the field when a dependent field is not on the entity, and sends nothing', async () => {
    const server = fakeServer({});
    const { user } = renderInShell(
      <FieldDialog object={account} field={tier} ownNames={[]} onClose={vi.fn()} onDone={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change field Tier' });
    await fill(user, optionLines(dialog), 'gold;Gold\n\nsilver;Silver;;;region;north');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Option line 3 depends on region, which is not a field of this entity.',
    );
    expect(server.requests).toEqual([]);
  });

  it('creates dependent options on a new field', async () => {
    const server = fakeServer({ 'POST /api/metadata/objects/account/properties': () => plan });
    const { user } = renderInShell(
      <FieldDialog object={account} ownNames={[]} onClose={vi.fn()} onDone={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New field of Account' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (database)' }), 'grade');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Option set' }));
    await fill(user, optionLines(dialog), 'gold;Gold;;;customertypecode;1\nbasic;Basic');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(server.bodiesOf('POST /api/metadata/objects/account/properties')).toEqual([
        {
          logicalName: 'grade',
          displayName: 'grade',
          type: 'String',
          flags: ['OptionSet'],
          richOptions: [
            { value: 'gold', label: 'Gold', depfield: 'customertypecode', depvalue: 1 },
            { value: 'basic', label: 'Basic' },
          ],
        },
      ]),
    );
  });
});
