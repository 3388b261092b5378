import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';
import { optionsOf } from './option-list';

/**
 * A checkbox. A Boolean option set with two options names its states: unchecked is the first
 * option, checked the second (spec 000 section 5), and the current one is shown beside it.
 */
export function BooleanEditor({
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
  const checked = value === true || value === 'true' || value === 1;
  const options = property.flags.includes('OptionSet') ? optionsOf(property) : [];
  const stateLabel = options.length === 2 ? options[checked ? 1 : 0]?.label : undefined;
  return (
    <span className={`field-checkbox${compact ? ' field-compact' : ''}`}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        aria-required={required || undefined}
      />
      {stateLabel && <span className="field-checkbox-label">{stateLabel}</span>}
    </span>
  );
}
