import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.js';

/** The dialogs in the order showModal() last stacked them, bottom first (as the browser does). */
function stackOrder() {
  const order: string[] = [];
  const show = HTMLDialogElement.prototype.showModal;
  vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
    const title = this.getAttribute('aria-labelledby');
    const name = title ? (document.getElementById(title)?.textContent ?? '') : '';
    const at = order.indexOf(name);
    if (at >= 0) order.splice(at, 1);
    order.push(name);
    show.call(this);
  });
  return order;
}

function LateDialog({ role }: { role?: 'alertdialog' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Dialog title="Logged out" role="alertdialog" staysOnTop>
        <label>
          Password
          <input type="password" />
        </label>
      </Dialog>
      <button type="button" onClick={() => setOpen(true)}>
        Open another
      </button>
      {open && (
        <Dialog title="Synchronizing" role={role}>
          sending
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a dialog that stays on top above one opened after it, with what was typed in it', async () => {
    const order = stackOrder();
    render(<LateDialog />);
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    // the page behind the modal is inert to the browser, not to happy-dom: the opener is clicked directly
    screen.getByRole('button', { name: 'Open another', hidden: true }).click();
    await screen.findByText('sending');
    expect(order).toEqual(['Synchronizing', 'Logged out']);
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'secret');
  });

  it('lets a message opened after it go above, to be answered first', async () => {
    const order = stackOrder();
    render(<LateDialog role="alertdialog" />);
    screen.getByRole('button', { name: 'Open another', hidden: true }).click();
    await screen.findByText('sending');
    expect(order).toEqual(['Logged out', 'Synchronizing']);
  });

  it('stacks other dialogs in the order they open', async () => {
    const order = stackOrder();
    render(
      <>
        <Dialog title="First">one</Dialog>
        <Dialog title="Second">two</Dialog>
      </>,
    );
    expect(order).toEqual(['First', 'Second']);
  });
});

describe('Dialog shortcuts', () => {
  it('answer Ctrl+key pressed in the dialog, not in a dialog opened inside it', async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <Dialog title="Quick create" shortcuts={{ s: outer }}>
        <input aria-label="Name" />
        <Dialog title="Lookup" shortcuts={{ f: inner }}>
          <input aria-label="Search" />
        </Dialog>
      </Dialog>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Search'));
    await user.keyboard('{Control>}s{/Control}');
    expect(outer).not.toHaveBeenCalled();
    await user.keyboard('{Control>}f{/Control}');
    expect(inner).toHaveBeenCalledTimes(1);
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Control>}s{/Control}');
    expect(outer).toHaveBeenCalledTimes(1);
  });
});

describe('Dialog, a click on the backdrop', () => {
  // happy-dom lays nothing out: every box is 0×0 at the corner, so (200, 200) is outside it
  const clickBackdrop = (dialog: HTMLElement) => {
    fireEvent.pointerDown(dialog, { clientX: 200, clientY: 200 });
    fireEvent.click(dialog, { clientX: 200, clientY: 200 });
  };

  it('closes a dialog', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Columns" onClose={onClose}>
        pick
      </Dialog>,
    );
    clickBackdrop(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves a message open: it may have opened under a click already on its way', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="This record was modified by Eva" role="alertdialog" onClose={onClose}>
        read me
      </Dialog>,
    );
    clickBackdrop(screen.getByRole('alertdialog'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
