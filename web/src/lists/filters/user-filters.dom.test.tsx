import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderListScreen } from '../../test-support/list-screen.js';

/** Moved from test/e2e/user-filters.spec.ts: user filters live in this browser's storage. */
const bar = () => screen.getByRole('group', { name: 'Quick filters' });
const chip = (name: string) => within(bar()).queryByRole('button', { name });

async function openAccounts() {
  const rendered = renderListScreen('account');
  await screen.findByRole('group', { name: 'Quick filters' });
  return rendered;
}

async function addUserFilter(user: Awaited<ReturnType<typeof openAccounts>>['user'], name: string) {
  await user.click(within(bar()).getByRole('button', { name: 'Add filter' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Add User Filter' }));
  const naming = await screen.findByRole('alertdialog', { name: 'Add User Filter' });
  await user.type(within(naming).getByLabelText('Name'), name);
  await user.click(within(naming).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(chip(name)).toBeTruthy());
}

it('a user filter is renamed and deleted, and both last after a reload', async () => {
  let { user, unmount } = await openAccounts();
  await addUserFilter(user, 'Mine');
  await addUserFilter(user, 'Kept');

  // rename: the prompt starts with the current name; Cancel changes nothing
  await user.click(chip('Mine') as HTMLElement);
  await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
  let naming = await screen.findByRole('alertdialog', { name: 'Rename' });
  expect((within(naming).getByLabelText('Name') as HTMLInputElement).value).toBe('Mine');
  await user.click(within(naming).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(chip('Mine')).toBeTruthy();
  await user.click(chip('Mine') as HTMLElement);
  await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
  naming = await screen.findByRole('alertdialog', { name: 'Rename' });
  await user.clear(within(naming).getByLabelText('Name'));
  await user.type(within(naming).getByLabelText('Name'), 'Ours');
  await user.click(within(naming).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(chip('Ours')).toBeTruthy());
  expect(chip('Mine')).toBeNull();
  unmount();
  ({ user, unmount } = await openAccounts());
  expect(chip('Ours')).toBeTruthy();
  expect(chip('Mine')).toBeNull();

  // delete asks first: Cancel keeps it, Delete removes it and only it
  await user.click(chip('Ours') as HTMLElement);
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  let asking = await screen.findByRole('alertdialog', { name: 'Delete' });
  expect(asking.textContent).toContain('Delete the filter Ours?');
  await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(chip('Ours')).toBeTruthy();
  await user.click(chip('Ours') as HTMLElement);
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  asking = await screen.findByRole('alertdialog', { name: 'Delete' });
  await user.click(within(asking).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(chip('Ours')).toBeNull());
  expect(chip('Kept')).toBeTruthy();
  unmount();
  await openAccounts();
  expect(chip('Kept')).toBeTruthy();
  expect(chip('Ours')).toBeNull();
});
