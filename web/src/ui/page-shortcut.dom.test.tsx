import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.js';
import { usePageShortcut } from './page-shortcut.js';

/**
 * A screen's Ctrl shortcut (usePageShortcut) is heard on the page, never while a modal dialog
 * has the keyboard, and takes the key from the browser only when the screen uses it.
 */
function Screen({ run, dialog = false }: { run: (() => void) | null; dialog?: boolean }) {
  usePageShortcut('s', run);
  const [open, setOpen] = useState(dialog);
  return (
    <>
      <input aria-label="Page field" />
      {open && (
        <Dialog title="Over the page" onClose={() => setOpen(false)}>
          <input aria-label="Dialog field" />
        </Dialog>
      )}
    </>
  );
}

/** Ctrl+S pressed in `target`; answers whether the browser's own action was kept from it. */
function pressCtrlS(target: Element): boolean {
  return !fireEvent.keyDown(target, { key: 's', ctrlKey: true });
}

describe('usePageShortcut', () => {
  it('runs on Ctrl+S or ⌘S in a field of the page, and keeps the browser from saving the page', () => {
    const run = vi.fn();
    render(<Screen run={run} />);
    expect(pressCtrlS(screen.getByLabelText('Page field'))).toBe(true);
    fireEvent.keyDown(document.body, { key: 'S', metaKey: true });
    expect(run).toHaveBeenCalledTimes(2);
    // another shortcut (Ctrl+Shift+S) is not this one
    fireEvent.keyDown(document.body, { key: 'S', ctrlKey: true, shiftKey: true });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('stays quiet while a dialog is open, wherever the key is pressed, and still keeps the browser off', () => {
    const run = vi.fn();
    render(<Screen run={run} dialog />);
    expect(pressCtrlS(screen.getByLabelText('Dialog field'))).toBe(true);
    expect(pressCtrlS(document.body)).toBe(true);
    expect(run).not.toHaveBeenCalled();
  });

  it('without a handler leaves the key to the browser', () => {
    render(<Screen run={null} />);
    expect(pressCtrlS(screen.getByLabelText('Page field'))).toBe(false);
  });
});
