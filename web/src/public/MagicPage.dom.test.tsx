import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test-support/fake-server.js';
import { renderInShell } from '../test-support/shell-harness.js';
import MagicPage, { autoRedirectMs } from './MagicPage.js';

/**
 * The magic-link page's screens (spec 000 sections 2, 4 and 8; audit 000 rows 8, 9, 11, 24, 47
 * and 48, untested until now): link sent, link expired (sign-in and invite) with a new link,
 * an incomplete link, an unknown refusal, and the moves after 10 s.
 */
function renderMagic(query: string) {
  return renderInShell(<MagicPage />, { path: `/magic${query}`, route: '/magic' });
}

const refused = (code: string, message: string, details?: Record<string, unknown>) => ({
  status: 400,
  body: { code, message, ...(details ? { details } : {}) },
});

describe('the magic-link page', () => {
  afterEach(() => vi.useRealTimers());

  it('an expired sign-in link says so and sends a new one, which says Link Sent and goes to / after 10 s', async () => {
    // time runs as usual (Testing Library's waits and clicks need it) and can be moved on
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({
      'POST /api/magic': () => refused('ERR_MAGIC_TIMEOUT', 'The link has expired'),
      'POST /api/getmagic': () => ({ ok: true, code: 'OK_CHECK_EMAIL' }),
    });
    const { user, router } = renderMagic('?o=demo&u=eva%40example.com&q=secret');
    expect(await screen.findByRole('heading', { name: 'Sign in link has expired' })).toBeTruthy();
    expect(screen.getByText('Magic links work only for 5 minutes.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send a new Magic Link' }));
    expect(await screen.findByRole('heading', { name: 'Link Sent' })).toBeTruthy();
    const asked = new URLSearchParams(String(server.bodiesOf('POST /api/getmagic')[0]));
    expect(asked.get('username')).toBe('eva@example.com');
    act(() => vi.advanceTimersByTime(autoRedirectMs - 100));
    expect(router.state.location.pathname).toBe('/magic');
    act(() => vi.advanceTimersByTime(200));
    expect(router.state.location.pathname).toBe('/');
  });

  it('an expired invitation says so and asks for a new invitation link', async () => {
    const server = fakeServer({
      'POST /api/magic': () => refused('ERR_MAGIC_TIMEOUT', 'The link has expired', { reason: 'INVITE' }),
      'POST /api/getmagic': () => ({ ok: true, code: 'OK_CHECK_EMAIL' }),
    });
    const { user } = renderMagic('?o=demo&u=new%40example.com&q=secret&reason=INVITE');
    expect(await screen.findByRole('heading', { name: 'Invitation link has expired' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send a new Magic Link' }));
    await screen.findByRole('heading', { name: 'Link Sent' });
    expect(new URLSearchParams(String(server.bodiesOf('POST /api/getmagic')[0])).get('reason')).toBe(
      'INVITE',
    );
  });

  it('a link without its secret says it is incomplete, asks to contact support and goes to /login after 10 s', async () => {
    vi.useFakeTimers();
    const { router } = renderMagic('?o=demo&u=eva%40example.com');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('ERR_MAGIC_BROKEN');
    expect(screen.getByText('This link is incomplete or has already been used.')).toBeTruthy();
    expect(screen.getByText(/contact support/i)).toBeTruthy();
    act(() => vi.advanceTimersByTime(autoRedirectMs));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('another refusal shows its code and reason', async () => {
    fakeServer({
      'POST /api/magic': () => refused('ERR_RATE_LIMITED', 'Too many attempts, try again in a minute'),
    });
    renderMagic('?o=demo&u=eva%40example.com&q=secret');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'ERR_RATE_LIMITED Too many attempts, try again in a minute',
      ),
    );
    expect(screen.queryByText('This link is incomplete or has already been used.')).toBeNull();
  });
});
