import { fieldClass } from '../common/field-class';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';

const inputTypes = { Url: 'url', Email: 'email', Phone: 'tel' } as const;

function inputType(flags: readonly string[]): 'text' | 'url' | 'email' | 'tel' {
  for (const [flag, type] of Object.entries(inputTypes)) if (flags.includes(flag)) return type;
  return 'text';
}

/**
 * One-line text, URL, email and phone. Clearing the text sends null, not '', so a field the
 * user emptied compares equal to one that was never filled.
 */
export function TextEditor({
  id,
  property,
  value,
  onChange,
  disabled,
  required,
  compact,
  focusOnMount,
}: FieldEditorProps) {
  const ref = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const type = inputType(property.flags);
  return (
    <input
      ref={ref}
      id={id}
      type={type}
      className={fieldClass('field-input', compact)}
      value={value == null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      disabled={disabled}
      aria-required={required || undefined}
      maxLength={property.max}
      autoComplete={type === 'email' ? 'email' : type === 'tel' ? 'tel' : type === 'url' ? 'url' : 'off'}
      spellCheck={type === 'text'}
    />
  );
}
