import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCustomPanel } from '../../form-context/custom-panels.js';
import { panelSpinnerDelayMs, spinnerDelayMs } from '../../ui/Spinner.js';
import { CustomPanel } from './CustomPanel.js';

/** A domain panel whose code never arrives: what the user sees while it loads. */
registerCustomPanel(
  'neverLoads',
  lazy(() => new Promise<never>(() => undefined)),
);

describe('a custom panel while its code loads', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the spinner after 300 ms (spec 002 section 9), sooner than a screen’s 500 ms', () => {
    expect(panelSpinnerDelayMs).toBeLessThan(spinnerDelayMs);
    vi.useFakeTimers();
    render(<CustomPanel panel={{ name: 'slow', type: 'Custom', customComponent: 'neverLoads' }} />);
    act(() => vi.advanceTimersByTime(panelSpinnerDelayMs - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
