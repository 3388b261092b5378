import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../common/field-class';
import { useDraft } from '../common/use-draft';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';
import { formatDuration, parseDuration } from './duration';
import { toNumber } from './number-format';

/**
 * A duration typed as h:mm:ss (or "90", "1:30"). The value is sent while typing; on blur the
 * text is rewritten in the canonical form so the user sees how it was understood.
 */
export function DurationEditor({
  id,
  value,
  onChange,
  disabled,
  required,
  compact,
  focusOnMount,
}: FieldEditorProps) {
  const { t } = useTranslation('fields');
  const ref = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const format = useCallback((current: unknown) => {
    const seconds = toNumber(current);
    return seconds === null ? '' : formatDuration(seconds);
  }, []);
  const { draft, accept, reset } = useDraft(value, format);
  return (
    <input
      ref={ref}
      id={id}
      className={fieldClass('field-input field-duration', compact)}
      inputMode="numeric"
      placeholder={t('durationPlaceholder')}
      value={draft}
      onChange={(event) => {
        const seconds = parseDuration(event.target.value);
        accept(event.target.value, seconds);
        onChange(seconds);
      }}
      onBlur={reset}
      disabled={disabled}
      aria-required={required || undefined}
      autoComplete="off"
    />
  );
}
