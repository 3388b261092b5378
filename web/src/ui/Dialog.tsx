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
};

/**
 * A modal built on the native <dialog>: the browser traps focus, makes the page behind it
 * inert and closes on Escape, which keeps keyboard and screen-reader use right for free.
 */
export function Dialog({ title, children, onClose, className, role = 'dialog' }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
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
      onClick={(event) => {
        if (event.target === ref.current) onClose?.();
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
