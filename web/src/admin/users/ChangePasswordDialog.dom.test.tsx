import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.js';
import { renderInShell } from '../../test-support/shell-harness.js';
import { ChangePasswordDialog } from './ChangePasswordDialog.js';

/** Types into a field the way a paste does (one input event): long passwords stay quick to enter. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const userId = '5b0c7e1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b';

// each waits out the dialog's 700 ms 'Password Changed' before it closes: room on a busy machine
describe('the change-password dialog', { timeout: 15_000 }, () => {
  it('an administrator sets another user’s: no current password, a mismatch is refused before sending', async () => {
    const server = fakeServer({ 'POST /api/changepassword': () => 'Password Changed' });
    const onClose = vi.fn();
    const { user } = renderInShell(<ChangePasswordDialog userId={userId} self={false} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    await fill(user, within(dialog).getByLabelText('New password'), 'second password 2');
    await fill(user, within(dialog).getByLabelText('Confirm password'), 'something else');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText('Passwords do not match.')).toBeTruthy();
    expect(server.bodiesOf('POST /api/changepassword')).toEqual([]);
    await fill(user, within(dialog).getByLabelText('Confirm password'), 'second password 2');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Password Changed')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = server.bodiesOf('POST /api/changepassword') as URLSearchParams[];
    expect(sent?.get('userId')).toBe(userId);
    expect(sent?.get('newPassword')).toBe('second password 2');
    expect(sent?.has('oldPassword')).toBe(false);
  });

  it('a user changing their own is asked the current one, and a wrong one shows the server’s message', async () => {
    const server = fakeServer({
      'POST /api/changepassword': (request) =>
        (request.body as URLSearchParams).get('oldPassword') === 'second password 2'
          ? 'Password Changed'
          : {
              status: 400,
              body: { code: 'ERR_PASSWORD_WRONG', message: 'The current password is not correct.' },
            },
    });
    const onClose = vi.fn();
    const { user } = renderInShell(<ChangePasswordDialog userId={userId} self onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await fill(user, within(dialog).getByLabelText('Current password'), 'not the password');
    await fill(user, within(dialog).getByLabelText('New password'), 'third password 3');
    await fill(user, within(dialog).getByLabelText('Confirm password'), 'third password 3');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The current password is not correct.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await fill(user, within(dialog).getByLabelText('Current password'), 'second password 2');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Password Changed')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.bodiesOf('POST /api/changepassword')).toHaveLength(2);
  });
});
