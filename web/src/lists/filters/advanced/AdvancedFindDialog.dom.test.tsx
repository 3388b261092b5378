import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeRows } from '../../../test-support/fake-rows.js';
import { renderListScreen } from '../../../test-support/list-screen.js';

/**
 * Moved from test/e2e/list-advanced-find.spec.ts: editing Advanced Find's conditions, what the
 * list then asks the server for (the fake table answers as the server would) and its chip.
 */
const bar = () => screen.getByRole('group', { name: 'Quick filters' });
const advancedFind = () => screen.getByRole('dialog', { name: 'Advanced Find' });
const condition = (n: number) => within(advancedFind()).getByRole('group', { name: `Condition ${n}` });
const chip = () => within(bar()).queryByRole('button', { name: /^Advanced Find/ });

type User = ReturnType<typeof renderListScreen>['user'];

async function openAdvancedFind(user: User) {
  await user.click(
    within(await screen.findByRole('group', { name: 'Quick filters' })).getByRole('button', {
      name: 'Add filter',
    }),
  );
  await user.click(await screen.findByRole('menuitem', { name: 'Advanced Find' }));
  return screen.findByRole('dialog', { name: 'Advanced Find' });
}

/** The names in the grid, in order, and the footer's count of them. */
async function expectRows(names: string[]) {
  await waitFor(() => {
    expect(document.querySelector('.list-count')?.textContent).toBe(`Records: ${names.length}`);
    const rows = within(screen.getByRole('grid', { name: 'Accounts' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.querySelector('[role=gridcell]')?.textContent)).toEqual(names);
  });
}

// Customer 1, Partner 3
const accounts = [
  { id: 'a1', name: 'Adv Alpha', revenue: 100, customertypecode: 1, statecode: 0 },
  { id: 'a2', name: 'Adv Beta', revenue: 5000, customertypecode: 3, statecode: 0 },
  { id: 'a3', name: 'Adv Delta', revenue: 300, customertypecode: 3, statecode: 0 },
  { id: 'a4', name: 'Adv Epsilon', revenue: 50, customertypecode: 1, statecode: 0 },
  { id: 'a5', name: 'Adv Gamma', revenue: 20000, customertypecode: 1, statecode: 0 },
];
const all = accounts.map((account) => account.name);

describe('Advanced Find', () => {
  it('an OR group narrows the list; the chip re-opens and changes it, and removing it brings the rows back', async () => {
    let { user, unmount, rowFetches } = renderListScreen('account', { rows: fakeRows(accounts) });
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'Adv');
    await expectRows(all);

    // Relationship Type = Partner OR Annual Revenue >= 20000, in a group of its own
    let dialog = await openAdvancedFind(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add group to group 1' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Match Group 2' }),
      'Any condition (OR)',
    );
    await user.selectOptions(within(condition(1)).getByLabelText('Property'), 'Relationship Type');
    expect((within(condition(1)).getByLabelText('Operator') as HTMLSelectElement).value).toBe('eq');
    await user.selectOptions(within(condition(1)).getByLabelText('Value'), 'Partner');
    await user.click(within(dialog).getByRole('button', { name: 'Add condition to group 2' }));
    await user.selectOptions(within(condition(2)).getByLabelText('Property'), 'Annual Revenue');
    await user.selectOptions(within(condition(2)).getByLabelText('Operator'), 'is greater than or equal to');
    await user.type(within(condition(2)).getByLabelText('Value'), '20000');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Advanced Find' })).toBeNull());

    await waitFor(() => expect(chip()?.textContent).toContain('Conditions: 2'));
    await expectRows(['Adv Beta', 'Adv Delta', 'Adv Gamma']);
    // the group went to the server as an OR group of its own, beside the view's filter and the search
    expect(JSON.stringify(rowFetches().at(-1)?.entity.filter)).toContain(
      JSON.stringify({
        type: 'or',
        conditions: [
          { attribute: 'customertypecode', operator: 'eq', value: 3 },
          { attribute: 'revenue', operator: 'ge', value: 20000 },
        ],
      }),
    );

    // the chip re-opens the editor with the conditions as they were; the search shows read-only
    await user.click(chip() as HTMLElement);
    dialog = await screen.findByRole('dialog', { name: 'Advanced Find' });
    expect((within(dialog).getByRole('combobox', { name: 'Match Group 2' }) as HTMLSelectElement).value).toBe(
      'or',
    );
    expect((within(condition(2)).getByLabelText('Value') as HTMLInputElement).value).toBe('20000');
    expect(
      within(dialog).getByRole('region', { name: 'Already applied by the view and the quick filters' })
        .textContent,
    ).toContain('Account Name contains "Adv"');
    // now Partner AND revenue >= 1000
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Match Group 2' }),
      'All conditions (AND)',
    );
    await user.clear(within(condition(2)).getByLabelText('Value'));
    await user.type(within(condition(2)).getByLabelText('Value'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expectRows(['Adv Beta']);

    // remembered with the list's filters
    unmount();
    ({ user, unmount, rowFetches } = renderListScreen('account', { rows: fakeRows(accounts) }));
    await waitFor(() => expect(chip()).toBeTruthy());
    await expectRows(['Adv Beta']);

    // Cancel leaves the list as it was
    await user.click(chip() as HTMLElement);
    dialog = await screen.findByRole('dialog', { name: 'Advanced Find' });
    await user.clear(within(condition(2)).getByLabelText('Value'));
    await user.type(within(condition(2)).getByLabelText('Value'), '1');
    const fetches = rowFetches().length;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Advanced Find' })).toBeNull());
    await expectRows(['Adv Beta']);
    expect(rowFetches()).toHaveLength(fetches);

    // Add User Filter saves it with the other choices; applying the user filter brings it back
    await user.click(within(bar()).getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add User Filter' }));
    const naming = await screen.findByRole('alertdialog', { name: 'Add User Filter' });
    await user.type(within(naming).getByLabelText('Name'), 'Big partners');
    await user.click(within(naming).getByRole('button', { name: 'OK' }));

    await user.click(await within(bar()).findByRole('button', { name: 'Remove Advanced Find' }));
    await waitFor(() => expect(chip()).toBeNull());
    await expectRows(all);

    await user.click(within(bar()).getByRole('button', { name: 'Big partners' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Apply' }));
    await waitFor(() => expect(chip()?.textContent).toContain('Conditions: 2'));
    await expectRows(['Adv Beta']);
  });

  it('incomplete conditions are explained inline and Apply waits for them', async () => {
    const { user } = renderListScreen('account');
    expect(await screen.findByText('No accounts yet.')).toBeTruthy();
    const dialog = await openAdvancedFind(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add condition to group 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add condition to group 1' }));
    await user.selectOptions(within(condition(1)).getByLabelText('Property'), 'Annual Revenue');

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Correct the marked conditions to apply them.',
    );
    expect(condition(1).textContent).toContain('Enter a value');
    const value = within(condition(1)).getByLabelText('Value');
    expect(value.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(value));
    expect(condition(2).textContent).toContain('Choose a property');

    // what was typed stays, and the message follows it
    await user.type(value, '12abc');
    expect(condition(1).textContent).toContain('Enter a number');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('dialog', { name: 'Advanced Find' })).toBeTruthy();
    expect((within(condition(1)).getByLabelText('Value') as HTMLInputElement).value).toBe('12abc');

    // is one of with nothing ticked
    await user.selectOptions(within(condition(2)).getByLabelText('Property'), 'Relationship Type');
    await user.selectOptions(within(condition(2)).getByLabelText('Operator'), 'is one of');
    expect(condition(2).textContent).toContain('Choose at least one value');
    await user.click(within(condition(2)).getByRole('checkbox', { name: 'Partner' }));
    expect(condition(2).textContent).not.toContain('Choose at least one value');

    // Escape closes without changing the list (a modal <dialog> answers Escape with a cancel
    // event, which happy-dom does not send: the test sends it as the browser would)
    await user.keyboard('{Escape}');
    fireEvent(advancedFind(), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Advanced Find' })).toBeNull());
    expect(chip()).toBeNull();
  });
});
