import { useTranslation } from 'react-i18next';
import { editorFor } from '../../fields/registry';
import { findProperty } from '../../metadata/object-metadata';
import { useShell } from '../../shell/shell-context';
import { useFormContext } from '../form-context';
import type { FormFieldDefinition } from '../form-definition';
import { ManyToManyField } from '../many-to-many/ManyToManyField';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** One field of a Fields panel: its label (a star while a required value is missing) and editor. */
export function FormField({
  field,
  panelName,
  maxImageSize,
}: {
  field: FormFieldDefinition;
  panelName: string;
  /** The panel's image size limit (spec 000 section 3), for image fields. */
  maxImageSize?: number | undefined;
}) {
  const { t } = useTranslation('forms');
  const { object, entity, idPrefix, values, setValue, readOnly, showMissing } = useFormContext();
  const { context } = useShell();
  const property = findProperty(object, field.name);
  if (!property && context.metaDict[field.name]?.type === 'many') return <ManyToManyField field={field} />;
  if (!property) {
    return (
      <div className="form-field form-field-error" role="alert">
        {t('fieldNotFound', { name: field.name })}
      </div>
    );
  }
  const settings: Record<string, unknown> = maxImageSize ? { maxImageSize, ...field } : field;
  const Editor = editorFor(property, settings);
  const id = `${idPrefix}-${panelName}-${field.name}`;
  const label = field.label || property.displayName;
  const required = field.required ?? property.flags.includes('Required');
  const missing = required && isEmpty(values[field.name]);
  // tooltips may carry the two characters \n for line breaks (spec 000 section 9)
  const tooltip = field.tooltip?.replaceAll('\\n', '\n');
  const disabled =
    readOnly ||
    field.disabled === true ||
    property.isDisabled === true ||
    property.flags.includes('AutoNumber');
  return (
    <div
      className={`form-field${missing && showMissing ? ' form-field-missing' : ''}${field.cssClass ? ` ${field.cssClass}` : ''}`}
      title={tooltip}
      data-field={field.name}
    >
      <label htmlFor={id}>
        {label}
        {missing && (
          <span className="required-star" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <Editor
        id={id}
        label={label}
        property={property}
        objectName={entity}
        value={values[field.name]}
        onChange={(value) => setValue(field.name, value)}
        record={values}
        disabled={disabled}
        required={required}
        settings={settings}
      />
    </div>
  );
}
