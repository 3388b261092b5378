import { useEffect, useRef, useState } from 'react';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';

/** How long the button shows green after a click (spec 000 section 4). */
export const buttonFlashMs = 500;

/** What a click writes: now for a date, true for a flag, 1 for a number. */
function pressedValue(type: string): unknown {
  if (type === 'DateTime') return new Date().toISOString();
  if (type === 'Integer' || type === 'Decimal' || type === 'Float') return 1;
  return true;
}

/**
 * A field drawn as a button (settings.button): "Mark as sent" writes true or the current time.
 * The green flash confirms the click without a toast, since the value itself may be hidden.
 */
export function ButtonField({
  id,
  label,
  property,
  onChange,
  disabled,
  compact,
  focusOnMount,
}: FieldEditorProps) {
  const ref = useFocusOnMount<HTMLButtonElement>(focusOnMount);
  const [flash, setFlash] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // the id is on a wrapper: a click on the caller's <label htmlFor> must not press the button
  return (
    <span id={id} className="field-button-wrap">
      <button
        ref={ref}
        type="button"
        className={`button field-button${flash ? ' flash' : ''}${compact ? ' field-compact' : ''}`}
        disabled={disabled}
        onClick={() => {
          onChange(pressedValue(property.type));
          setFlash(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setFlash(false), buttonFlashMs);
        }}
      >
        {label}
      </button>
    </span>
  );
}
