import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../common/field-class';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';
import { OptionDot } from './OptionDot';
import {
  findOption,
  optionLayout,
  optionsOf,
  optionWireValue,
  sameOptionValue,
  visibleOptions,
} from './option-list';
import { SegmentedOptions } from './SegmentedOptions';

/**
 * An option set: radios or segmented buttons for up to five choices, a select above that.
 * Dependent options follow the record. A list row always gets the select: it fits 32 px.
 * Radio groups carry the id on the group, not on the first radio: a click on the caller's
 * <label htmlFor> would otherwise choose the first option.
 */
export function OptionEditor({
  id,
  label,
  property,
  value,
  onChange,
  record,
  disabled,
  required,
  compact,
  focusOnMount,
}: FieldEditorProps) {
  const { t } = useTranslation('fields');
  const ref = useFocusOnMount<HTMLElement>(focusOnMount);
  const setRef = (element: HTMLElement | null) => {
    ref.current = element;
  };
  const options = visibleOptions(optionsOf(property), record, value);
  const layout = compact ? 'select' : optionLayout(property, options.length);
  const pick = (raw: string | number) => onChange(optionWireValue(property, raw));
  const current = findOption(options, value);

  if (layout === 'select') {
    return (
      <span className={fieldClass('field-select-wrap', compact)}>
        <OptionDot color={current?.color} icon={current?.icon} />
        <select
          ref={setRef}
          id={id}
          className={fieldClass('field-select', compact)}
          value={current ? String(current.value) : ''}
          onChange={(event) => pick(event.target.value)}
          disabled={disabled}
          aria-required={required || undefined}
        >
          <option value="">{required ? t('selectPlaceholder') : ''}</option>
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    );
  }

  const clear = !required && !disabled && current && (
    <button
      type="button"
      className="icon-button field-clear"
      aria-label={t('clear')}
      onClick={() => onChange(null)}
    >
      <X size={14} aria-hidden="true" />
    </button>
  );

  if (layout === 'buttons') {
    return (
      <span className="field-row">
        <SegmentedOptions
          id={id}
          label={label}
          options={options}
          value={value}
          onPick={(option) => pick(option.value)}
          disabled={disabled}
          required={required}
          firstRef={setRef}
        />
        {clear}
      </span>
    );
  }

  return (
    <span className="field-row">
      <span
        id={id}
        className="field-radios"
        role="radiogroup"
        aria-label={label}
        aria-required={required || undefined}
      >
        {options.map((option, index) => (
          <label key={String(option.value)} className="field-radio">
            <input
              ref={index === 0 ? setRef : undefined}
              type="radio"
              name={id}
              value={String(option.value)}
              checked={sameOptionValue(option.value, value)}
              onChange={() => pick(option.value)}
              disabled={disabled}
            />
            <OptionDot color={option.color} icon={option.icon} />
            {option.label}
          </label>
        ))}
      </span>
      {clear}
    </span>
  );
}
