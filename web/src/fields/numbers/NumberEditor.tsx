import { type CSSProperties, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../common/field-class';
import { useDraft } from '../common/use-draft';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';
import { formatValue } from '../format-value';
import { useFormatOptions } from '../use-format-options';
import { editableNumber, roundTo, toNumber } from './number-format';
import { parseLocaleNumber } from './parse-number-text';
import './numbers.css';

/**
 * Integer, Decimal, Float and (with an adornment) Money. Away from the keyboard the input shows
 * the value as lists do (grouped, the precision's decimals, money with its currency, in the
 * number locale); focused, the plain number to edit in the locale's decimal mark. What the user
 * types is read in that locale ("1450.5", "1 450,50" and "1.450,50" alike) and goes out as a
 * number, rounded to the precision on blur. Text that is no number goes out as typed: nothing
 * is lost, the field is marked, and the save is refused with the field's validation message.
 */
export function NumberEditor({
  id,
  property,
  value,
  onChange,
  record,
  settings,
  disabled,
  required,
  compact,
  focusOnMount,
  adornment,
}: FieldEditorProps & { adornment?: string | undefined }) {
  const { t } = useTranslation('fields');
  const ref = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const problemId = useId();
  const format = useFormatOptions();
  const locale = format.numberLocale;
  const integer = property.type === 'Integer';
  const precision = integer ? 0 : property.precision;
  const editText = useCallback(
    (current: unknown) => {
      const number = toNumber(current);
      if (number !== null) return editableNumber(number, locale, precision);
      return typeof current === 'string' ? current : '';
    },
    [locale, precision],
  );
  const { draft, accept, reset } = useDraft(value, editText);
  const [editing, setEditing] = useState(false);
  const selectAll = useRef(false);
  const pointerFocus = useRef(false);
  useLayoutEffect(() => {
    if (editing && selectAll.current) ref.current?.select();
    selectAll.current = false;
  }, [editing, ref]);

  const parse = (text: string): number | null => {
    // a pasted amount may carry the currency the editor shows beside it
    const number = parseLocaleNumber(adornment ? text.replaceAll(adornment, '') : text, locale);
    return number === null ? null : integer ? Math.trunc(number) : number;
  };
  // marked once the user leaves it, not while "-" or "1," are on the way to a number
  const problem = !editing && draft.trim() !== '' && parse(draft) === null;
  const problemText = problem
    ? t('numberInvalid', { example: editableNumber(1450.5, locale, 2) })
    : undefined;
  const shown = editing ? draft : formatValue(property, value, { ...format, record, settings });
  const showAdornment = editing && !!adornment;

  const input = (
    <input
      ref={ref}
      id={id}
      type="text"
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      className={fieldClass(
        `field-input field-number${showAdornment ? ' field-input-adorned' : ''}`,
        compact,
      )}
      value={shown}
      onPointerDown={() => {
        pointerFocus.current = true;
      }}
      onFocus={() => {
        // the plain number replaces the formatted text, which drops any selection: from the
        // keyboard (Tab, or a fill) it is selected whole, as Tab selects; a click leaves the caret
        selectAll.current = !pointerFocus.current;
        pointerFocus.current = false;
        reset();
        setEditing(true);
      }}
      onChange={(event) => {
        const text = event.target.value;
        const number = text.trim() === '' ? null : parse(text);
        const next = text.trim() === '' ? null : (number ?? text);
        accept(text, next);
        onChange(next);
      }}
      onBlur={() => {
        pointerFocus.current = false;
        setEditing(false);
        const number = parse(draft);
        if (number === null) return;
        const rounded = roundTo(number, precision);
        const text = editText(rounded);
        if (text !== draft) accept(text, rounded);
        if (rounded !== number) onChange(rounded);
      }}
      disabled={disabled}
      aria-required={required || undefined}
      aria-invalid={problem || undefined}
      aria-describedby={problem && !compact ? problemId : undefined}
      title={compact ? problemText : undefined}
    />
  );
  // one wrapper always, so the input is never remounted (and never loses focus) when the
  // currency or the message comes and goes
  return (
    <span
      className={fieldClass('field-number-wrap', compact)}
      style={adornment ? ({ '--adornment-width': `${adornment.length}ch` } as CSSProperties) : undefined}
    >
      {input}
      {showAdornment && (
        <span className="field-adornment" aria-hidden="true">
          {adornment}
        </span>
      )}
      {problem && !compact && (
        <span id={problemId} className="field-inline-error field-number-problem" role="alert">
          {problemText}
        </span>
      )}
    </span>
  );
}
