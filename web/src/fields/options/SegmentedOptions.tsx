import type { Ref } from 'react';
import { OptionDot } from './OptionDot';
import type { FieldOption } from './option-list';
import { sameOptionValue } from './option-list';

type Props = {
  id: string;
  label: string;
  options: FieldOption[];
  value: unknown;
  onPick: (option: FieldOption) => void;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  firstRef?: Ref<HTMLInputElement> | undefined;
};

/**
 * Segmented buttons that are real radio inputs underneath, only styled as a button row: the
 * browser then gives one tab stop, arrow-key moves and the radio semantics for free.
 */
export function SegmentedOptions({ id, label, options, value, onPick, disabled, required, firstRef }: Props) {
  return (
    <span
      id={id}
      className="field-segmented"
      role="radiogroup"
      aria-label={label}
      aria-required={required || undefined}
    >
      {options.map((option, index) => {
        const checked = sameOptionValue(option.value, value);
        return (
          <label key={String(option.value)} className={checked ? 'segment checked' : 'segment'}>
            <input
              ref={index === 0 ? firstRef : undefined}
              className="visually-hidden"
              type="radio"
              name={id}
              value={String(option.value)}
              checked={checked}
              onChange={() => onPick(option)}
              disabled={disabled}
            />
            <OptionDot color={option.color} icon={option.icon} />
            {option.label}
          </label>
        );
      })}
    </span>
  );
}
