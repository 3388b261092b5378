import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBareAppPath, useSettledSignal } from './use-settled-signal.js';

function Probe({ settled }: { settled: boolean }) {
  useSettledSignal(settled);
  return null;
}

describe('the shell-settled signal', () => {
  it('marks <html> while the shell is settled, and not before or after', () => {
    const root = document.documentElement;
    const { rerender, unmount } = render(<Probe settled={false} />);
    expect(root.dataset.shell).toBeUndefined();
    rerender(<Probe settled={true} />);
    expect(root.dataset.shell).toBe('settled');
    // a redirect still to come (a new app's bare address) takes it back
    rerender(<Probe settled={false} />);
    expect(root.dataset.shell).toBeUndefined();
    rerender(<Probe settled={true} />);
    unmount();
    expect(root.dataset.shell).toBeUndefined();
  });

  it("knows an app's bare address, which moves on by itself", () => {
    expect(isBareAppPath('/sales')).toBe(true);
    expect(isBareAppPath('/sales/')).toBe(true);
    expect(isBareAppPath('/')).toBe(true);
    expect(isBareAppPath('/sales/list/account')).toBe(false);
    expect(isBareAppPath('/sales/dashboard/sales')).toBe(false);
  });
});
