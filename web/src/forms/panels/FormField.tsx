import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../context/shell-context';
import type { FieldEditor } from '../../fields/field-types';
import { editorFor } from '../../fields/registry';
import { useFormContext } from '../../form-context/form-context';
import type { PropertyMeta } from '../../metadata/object-metadata';
import { findProperty } from '../../metadata/object-metadata';
import { Spinner } from '../../ui/Spinner';
import type { FormFieldDefinition } from '../form-definition';
import { ManyToManyField } from '../many-to-many/ManyToManyField';
import { isRequired } from '../required-check';
import { customField } from './custom-fields';
import './register-custom-fields';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The editor a form entry asks for: the component registered under its customComponent, else the
 * property's own; `unknown` names a customComponent nobody registered, which the form points out
 * rather than hiding, so the mistake is found while the form is being set up.
 */
function chooseEditor(
  field: FormFieldDefinition,
  property: PropertyMeta,
  settings: Record<string, unknown>,
): { Editor: FieldEditor; custom: boolean; unknown?: string } {
  const name = typeof field.customComponent === 'string' ? field.customComponent : '';
  const Custom = name ? customField(name) : undefined;
  if (Custom) return { Editor: Custom, custom: true };
  const Editor = editorFor(property, settings);
  return name ? { Editor, custom: false, unknown: name } : { Editor, custom: false };
}

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
  const { Editor, custom, unknown } = chooseEditor(field, property, settings);
  const id = `${idPrefix}-${panelName}-${field.name}`;
  const label = field.label || property.displayName;
  const required = isRequired(field, property);
  const missing = required && isEmpty(values[field.name]);
  // tooltips may carry the two characters \n for line breaks (spec 000 section 9)
  const tooltip = field.tooltip?.replaceAll('\\n', '\n');
  const disabled =
    readOnly ||
    field.disabled === true ||
    property.isDisabled === true ||
    property.flags.includes('AutoNumber');
  const editor = (
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
  );
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
      {custom ? <Suspense fallback={<Spinner />}>{editor}</Suspense> : editor}
      {unknown && (
        <p className="form-field-config" role="note">
          {t('common:screens.checkConfiguration')}: {t('common:screens.componentNotFound', { name: unknown })}
        </p>
      )}
    </div>
  );
}
