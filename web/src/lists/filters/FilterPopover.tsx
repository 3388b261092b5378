import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * A chip that opens a small panel under itself. Not a modal: a click outside or Escape closes
 * it and gives the focus back to the chip, so the list stays usable around it.
 */
export function FilterPopover({
  label,
  icon,
  summary,
  active,
  children,
  className,
}: {
  label: string;
  /** drawn before the label (a quick filter's icon) */
  icon?: ReactNode;
  summary?: string | undefined;
  active: boolean;
  children: (close: () => void) => ReactNode;
  className?: string | undefined;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className={`qf-chip-root ${className ?? ''}`} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`qf-chip${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        <span className="qf-chip-label">{label}</span>
        {summary && <span className="qf-chip-summary">{summary}</span>}
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      {open && (
        <div className="qf-popover" id={panelId} role="dialog" aria-label={label}>
          {children(close)}
        </div>
      )}
    </div>
  );
}
