import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../common/field-class';
import { useFocusOnMount } from '../common/use-focus-on-mount';
import type { FieldEditorProps } from '../field-types';
import { ObjectsTable } from '../objects/ObjectsTable';
import { objectsSettings, parseRows } from '../objects/object-rows';
import { jsonProblem } from './json-problem';

/**
 * A Json field: the edit-objects table when the form entry describes one (settings.objects) and
 * the value is an array of objects; otherwise the JSON text.
 */
export function JsonEditor(props: FieldEditorProps) {
  const table = props.compact ? null : objectsSettings(props.settings);
  const rows = table ? parseRows(props.value) : null;
  if (table && rows)
    return (
      <ObjectsTable
        id={props.id}
        label={props.label}
        rows={rows}
        table={table}
        onChange={props.onChange}
        {...(props.disabled ? { disabled: true } : {})}
      />
    );
  return <JsonText {...props} />;
}

/**
 * JSON is stored as text, so the editor never blocks typing: it shows the parse error under the
 * text area while the text is broken and lets the save flow decide.
 */
function JsonText({
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
  const ref = useFocusOnMount<HTMLTextAreaElement>(focusOnMount);
  const errorId = useId();
  const text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  const problem = jsonProblem(text);
  return (
    <div className={fieldClass('field-json', compact)}>
      <textarea
        ref={ref}
        id={id}
        className={fieldClass('field-textarea field-code', compact)}
        rows={compact ? 1 : 6}
        value={text}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        maxLength={property.max}
        spellCheck={false}
      />
      {problem && (
        <span id={errorId} className="field-inline-error" role="alert">
          {t('jsonInvalid', { message: problem })}
        </span>
      )}
    </div>
  );
}
