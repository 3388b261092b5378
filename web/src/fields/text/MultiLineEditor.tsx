import { fieldClass } from '../common/field-class';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';

/** A text area; in a list row it shrinks to one line and keeps Enter for new lines. */
export function MultiLineEditor({
  id,
  property,
  value,
  onChange,
  disabled,
  required,
  compact,
  focusOnMount,
}: FieldEditorProps) {
  const ref = useFocusOnMount<HTMLTextAreaElement>(focusOnMount);
  return (
    <textarea
      ref={ref}
      id={id}
      className={fieldClass('field-textarea', compact)}
      rows={compact ? 1 : 4}
      value={value == null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      disabled={disabled}
      aria-required={required || undefined}
      maxLength={property.max}
    />
  );
}
