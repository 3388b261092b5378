import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isCtrlKey } from './page-shortcut';

type DialogProps = {
  title: string;
  children: ReactNode;
  /** Escape, the close button or a click outside; omit for dialogs that must be answered. */
  onClose?: () => void;
  className?: string;
  role?: 'dialog' | 'alertdialog';
  /**
   * false for editors (Advanced Find, mass edit, customise dialogs, quick create): a stray click
   * beside them must not throw away what was typed; Escape, Cancel and × still close them.
   * A message (role alertdialog) never closes so: it may open under a click already on its way
   * (a live change's 'This record was modified by ...' while the user presses Save), and would
   * vanish unread. Default: true for a dialog, false for a message.
   */
  closeOnOutsideClick?: boolean;
  /**
   * Stays above every dialog opened after it (the logged-out popup: a dialog whose code loaded
   * late, Sync's say, must not cover the sign-in the rest of the page waits for). A message
   * (role alertdialog: 'The record was not saved') still goes above it, to be read and answered
   * first.
   */
  staysOnTop?: boolean;
  /**
   * Ctrl (⌘) shortcuts the dialog answers while the focus is in it, by lower-case key (quick
   * create's 's' saves the new record). The page's own shortcuts stay quiet while a dialog is
   * open (ui/page-shortcut.ts), so a key no dialog claims does nothing.
   */
  shortcuts?: Record<string, () => void>;
};

/** Open dialogs that stay on top, raised again whenever another dialog opens. */
const onTop = new Set<HTMLDialogElement>();

/**
 * The browser stacks modal dialogs in the order showModal() was called; closing one and
 * showing it again puts it back at the top (what it holds and its fields' text stay).
 */
function raiseDialogsOnTop(): void {
  for (const dialog of onTop) {
    if (!dialog.open) continue;
    dialog.close();
    dialog.showModal();
  }
}

/** Whether a pointer event happened on the backdrop, outside the dialog's box. */
function outside(
  dialog: HTMLDialogElement,
  event: { target: EventTarget; clientX: number; clientY: number },
) {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A modal built on the native <dialog>: the browser traps focus, makes the page behind it
 * inert and closes on Escape, which keeps keyboard and screen-reader use right for free.
 */
export function Dialog({
  title,
  children,
  onClose,
  className,
  role = 'dialog',
  closeOnOutsideClick = role !== 'alertdialog',
  staysOnTop = false,
  shortcuts,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  // a press that starts in a field and ends on the backdrop (selecting text) is not a click outside
  const pressedOutside = useRef(false);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first focusable element, the × button; an element marked
      // data-autofocus (a prompt's answer) takes it instead. React's autoFocus cannot: it runs
      // before this effect, while the dialog is still closed and nothing in it can be focused.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      if (staysOnTop) onTop.add(dialog);
      else if (role !== 'alertdialog') raiseDialogsOnTop();
    }
    return () => {
      if (dialog) onTop.delete(dialog);
      dialog?.close();
    };
  }, [staysOnTop, role]);
  return (
    // a click on the backdrop closes; the keyboard closes with Escape (onCancel)
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      onKeyDown={(event) => {
        // a dialog opened inside this one (a lookup's, say) has the keys pressed in it
        if (!shortcuts || (event.target as Element).closest('dialog') !== ref.current) return;
        const key = Object.keys(shortcuts).find((candidate) => isCtrlKey(event, candidate));
        if (key === undefined) return;
        event.preventDefault();
        shortcuts[key]?.();
      }}
      onPointerDown={(event) => {
        pressedOutside.current = ref.current !== null && outside(ref.current, event);
      }}
      onClick={(event) => {
        const dialog = ref.current;
        if (closeOnOutsideClick && pressedOutside.current && dialog && outside(dialog, event)) onClose?.();
        pressedOutside.current = false;
      }}
    >
      <header className="dialog-header">
        <h2 id={titleId}>{title}</h2>
        {onClose && (
          <button type="button" className="icon-button" aria-label={t('ui.close')} onClick={onClose}>
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </header>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
