import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';
import { bitmapHas, bitmapSet } from './bitmap';
import { parseMultiText, toggleMultiText } from './multi-text';
import { OptionDot } from './OptionDot';
import { optionsOf, visibleOptions } from './option-list';

/**
 * A checkbox per option. Integer properties keep a 32-bit bitmap where the option value is the
 * bit position (see bitmap.ts); String properties keep the values separated by semicolons.
 * Nothing chosen is null for both. The id sits on the fieldset so a click on the caller's label
 * does not tick the first box.
 */
export function MultiSelectEditor({
  id,
  label,
  property,
  value,
  onChange,
  record,
  disabled,
  compact,
  focusOnMount,
}: FieldEditorProps) {
  const ref = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const all = optionsOf(property);
  const options = visibleOptions(all, record);
  const bitmap = property.type === 'Integer';
  const chosen = bitmap ? [] : parseMultiText(value);
  const isChecked = (optionValue: string | number) =>
    bitmap ? bitmapHas(value, Number(optionValue)) : chosen.includes(String(optionValue));
  const toggle = (optionValue: string | number, on: boolean) => {
    if (bitmap) {
      const next = bitmapSet(value, Number(optionValue), on);
      onChange(next === 0 ? null : next);
    } else {
      onChange(
        toggleMultiText(
          value,
          String(optionValue),
          on,
          all.map((option) => String(option.value)),
        ),
      );
    }
  };
  return (
    <fieldset
      id={id}
      className={`field-multiselect${compact ? ' field-compact' : ''}`}
      aria-label={label}
      disabled={disabled}
    >
      {options.map((option, index) => (
        <label key={String(option.value)} className="field-radio">
          <input
            ref={index === 0 ? ref : undefined}
            type="checkbox"
            checked={isChecked(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <OptionDot color={option.color} icon={option.icon} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
