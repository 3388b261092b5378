import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';

export type UploadButtonProps = {
  id: string;
  /** The file input's accept list (types or extensions). */
  accept?: string | undefined;
  label: string;
  icon: LucideIcon;
  busy: boolean;
  disabled?: boolean | undefined;
  /** Icon only: a list cell has no room for words. */
  compact?: boolean | undefined;
  focusOnMount?: boolean | undefined;
  onPick: (file: File) => void;
};

/**
 * A button that opens the browser's file chooser. The field's id sits on the button, so the
 * form's <label> focuses and clicks it; the real file input stays hidden.
 */
export function UploadButton({
  id,
  accept,
  label,
  icon: Icon,
  busy,
  disabled,
  compact,
  focusOnMount,
  onPick,
}: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);
  return (
    <>
      <button
        id={id}
        ref={button}
        type="button"
        className={compact ? 'icon-button' : 'button'}
        disabled={disabled || busy}
        aria-busy={busy}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        onClick={() => input.current?.click()}
      >
        <Icon size={16} aria-hidden="true" className={busy ? 'file-field-busy' : undefined} />
        {!compact && <span>{label}</span>}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        {...(accept ? { accept } : {})}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // cleared so choosing the same file again still fires a change
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
