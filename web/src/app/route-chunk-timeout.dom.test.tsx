import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes.js';

// the sign-in page's chunk never arrives: a stalled download
vi.mock('../public/LoginPage', () => new Promise(() => undefined));

describe('a route whose chunk stalls (spec 000 section 9: 120 s)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the error screen with Try again after 120 s instead of waiting forever', async () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/login'] })} />);
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('This part of the app did not arrive within 120 seconds');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
