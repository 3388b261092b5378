import { useTranslation } from 'react-i18next';
import { fieldClass } from '../common/field-class';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';
import { ageText, dateOnlyText, fromDateTimeInput, toDateTimeInput } from './date-format';

/**
 * DateTime in the user's zone (datetime-local), UTC properties in UTC, DateOnly as a date input
 * stored as 'YYYY-MM-DD'. An Age property shows the age beside the date while editing.
 */
export function DateEditor({
  id,
  property,
  value,
  onChange,
  disabled,
  required,
  compact,
  focusOnMount,
}: FieldEditorProps) {
  const { t } = useTranslation('fields');
  const ref = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const dateOnly = property.flags.includes('DateOnly');
  const utc = property.flags.includes('UTC');
  const age = property.flags.includes('Age') && !compact ? ageText(value) : null;
  const input = (
    <input
      ref={ref}
      id={id}
      type={dateOnly ? 'date' : 'datetime-local'}
      className={fieldClass('field-input field-date', compact)}
      value={dateOnly ? dateOnlyText(value) : toDateTimeInput(value, utc)}
      onChange={(event) => {
        const text = event.target.value;
        onChange(dateOnly ? text || null : fromDateTimeInput(text, utc));
      }}
      disabled={disabled}
      aria-required={required || undefined}
    />
  );
  if (!utc && age === null) return input;
  return (
    <span className={fieldClass('field-adorned', compact)}>
      {input}
      <span className="field-adornment">{age !== null ? t(age.key, { count: age.count }) : 'UTC'}</span>
    </span>
  );
}
