import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

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
   */
  closeOnOutsideClick?: boolean;
};

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
  closeOnOutsideClick = true,
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
    }
    return () => dialog?.close();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard closes with Escape (onCancel)
    <dialog
      ref={ref}
      className={`dialog ${className ?? ''}`}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
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
