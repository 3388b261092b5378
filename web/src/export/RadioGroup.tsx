import { useId } from 'react';

export type RadioChoice<V extends string> = { value: V; label: string; disabled?: boolean };

/**
 * A labelled group of radio buttons (a fieldset, so screen readers announce the question with
 * each choice). With `autoFocus`, the checked choice is the one its dialog focuses first.
 */
export function RadioGroup<V extends string>({
  legend,
  choices,
  value,
  onChange,
  autoFocus,
}: {
  legend: string;
  choices: readonly RadioChoice<V>[];
  value: V;
  onChange: (value: V) => void;
  autoFocus?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="export-choice">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="export-radio">
          <input
            data-autofocus={autoFocus && choice.value === value ? true : undefined}
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            disabled={choice.disabled}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
