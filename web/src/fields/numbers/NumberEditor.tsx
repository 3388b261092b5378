import { useCallback } from 'react';
import { fieldClass } from '../common/field-class';
import { useDraft } from '../common/use-draft';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';
import { roundTo, stepFor, toNumber } from './number-format';

/**
 * Integer, Decimal, Float and (with an adornment) Money. A number input: the browser gives the
 * right keyboard on phones and rejects letters; the value goes out as a number (never a
 * string) and rounded to the precision on blur.
 */
export function NumberEditor({
  id,
  property,
  value,
  onChange,
  disabled,
  required,
  compact,
  focusOnMount,
  adornment,
}: FieldEditorProps & { adornment?: string | undefined }) {
  const ref = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const integer = property.type === 'Integer';
  const precision = integer ? 0 : property.precision;
  const format = useCallback((current: unknown) => {
    const number = toNumber(current);
    return number === null ? '' : String(number);
  }, []);
  const { draft, accept } = useDraft(value, format);
  const parse = (text: string): number | null => {
    const number = toNumber(text);
    return number === null ? null : integer ? Math.trunc(number) : number;
  };
  const input = (
    <input
      ref={ref}
      id={id}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={stepFor(precision, integer)}
      className={fieldClass('field-input field-number', compact)}
      value={draft}
      onChange={(event) => {
        const next = parse(event.target.value);
        accept(event.target.value, next);
        onChange(next);
      }}
      onBlur={() => {
        const number = parse(draft);
        if (number === null) return;
        const rounded = roundTo(number, precision);
        if (rounded !== number || String(rounded) !== draft) {
          accept(String(rounded), rounded);
          if (rounded !== number) onChange(rounded);
        }
      }}
      disabled={disabled}
      aria-required={required || undefined}
    />
  );
  if (!adornment) return input;
  return (
    <span className={fieldClass('field-adorned', compact)}>
      {input}
      <span className="field-adornment" aria-hidden="true">
        {adornment}
      </span>
    </span>
  );
}
