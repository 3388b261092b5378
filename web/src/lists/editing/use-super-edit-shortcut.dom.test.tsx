import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../ui/Dialog.js';
import { useSuperEditShortcut } from './use-super-edit-shortcut.js';

/**
 * The list's super-edit key (Ctrl+E, Alt+E) toggles the mode from anywhere on the list, but not
 * under a dialog (Advanced Find, mass edit): the dialog has the keyboard, as for a form's keys.
 */
function List({ toggle, dialog }: { toggle: () => void; dialog: boolean }) {
  useSuperEditShortcut(true, toggle);
  return (
    <>
      <input aria-label="Quick find" />
      {dialog && (
        <Dialog title="Advanced Find">
          <input aria-label="Condition" />
        </Dialog>
      )}
    </>
  );
}

describe('the super-edit shortcut', () => {
  it('toggles on Ctrl+E and Alt+E pressed on the list', () => {
    const toggle = vi.fn();
    render(<List toggle={toggle} dialog={false} />);
    fireEvent.keyDown(screen.getByLabelText('Quick find'), { key: 'e', code: 'KeyE', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: '€', code: 'KeyE', altKey: true });
    expect(toggle).toHaveBeenCalledTimes(2);
  });

  it('does nothing while a dialog is open over the list', () => {
    const toggle = vi.fn();
    render(<List toggle={toggle} dialog />);
    fireEvent.keyDown(screen.getByLabelText('Condition'), { key: 'e', code: 'KeyE', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'e', code: 'KeyE', ctrlKey: true });
    expect(toggle).not.toHaveBeenCalled();
  });
});
