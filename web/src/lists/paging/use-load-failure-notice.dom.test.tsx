import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http.js';
import { PromptHost } from '../../ui/prompts.js';
import { useLoadFailureNotice } from './use-load-failure-notice.js';

function List({ error }: { error: unknown }) {
  useLoadFailureNotice(error, false);
  return <PromptHost />;
}

describe("a list's load failure", () => {
  it('is told in an alert with the message', async () => {
    render(<List error={new ApiError(500, 'ERR_SERVER', 'Server Error: boom')} />);
    const alert = await screen.findByRole('alertdialog', { name: 'The list could not be loaded' });
    expect(alert.textContent).toContain('Server Error: boom');
    // prompts are kept in a store of the module: answered, so the next test starts with none
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is not told when the session ended: the logged-out popup says so, and nothing covers it', async () => {
    const { rerender } = render(<List error={new ApiError(401, 'ERR_UNAUTHORIZED', 'Please sign in.')} />);
    // a forbidden read after it is still told, and is the only alert
    rerender(<List error={new ApiError(403, 'ERR_FORBIDDEN', 'Not allowed')} />);
    await screen.findByRole('alertdialog', { name: 'The list could not be loaded' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('Not allowed');
    expect(screen.getByRole('alertdialog').textContent).not.toContain('Please sign in.');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  });
});
