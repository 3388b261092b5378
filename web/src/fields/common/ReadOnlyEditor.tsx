import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '../field-types';
import { formatValue } from '../format-value';
import { useFormatOptions } from '../use-format-options';
import { fieldClass } from './field-class';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * Values the user never types: auto numbers (the server fills them on create), ids, version
 * numbers and binaries (images and files have editors of their own). A read-only input keeps the label's
 * htmlFor working and lets the text be selected and copied.
 */
export function ReadOnlyEditor({
  id,
  property,
  value,
  record,
  settings,
  compact,
  required,
  focusOnMount,
}: FieldEditorProps) {
  const ref = useFocusOnMount<HTMLInputElement>(focusOnMount);
  const { t } = useTranslation('fields');
  const text = formatValue(property, value, { ...useFormatOptions(), record, settings });
  const pending = property.flags.includes('AutoNumber') && !text;
  return (
    <input
      ref={ref}
      id={id}
      className={fieldClass('field-input', compact, 'field-readonly')}
      value={text}
      readOnly
      aria-readonly="true"
      aria-required={required || undefined}
      placeholder={pending ? t('autoNumberPending') : undefined}
    />
  );
}
