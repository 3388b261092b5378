import type { PublicSurvey } from '@strata/api/contract/survey';
import { useId } from 'react';
import { editorFor } from '../fields';

/**
 * A survey's fields laid out as the template says, each with Strata's own field editor: the
 * public form, the design panel's preview and the response panel all render through here.
 * Wide fields take a full row. Labels and tooltips are text (React escapes them).
 */
export function SurveyForm({
  survey,
  values,
  onChange,
  disabled,
}: {
  survey: PublicSurvey;
  values: Record<string, unknown>;
  onChange: (name: string, value: unknown) => void;
  disabled?: boolean;
}) {
  const idPrefix = useId();
  return (
    <div className="survey-fields">
      {survey.panel.fields.map((field) => {
        const property = survey.meta.properties[field.name];
        if (!property) return null;
        const Editor = editorFor(property);
        const id = `${idPrefix}-${field.name}`;
        const label = field.label || property.displayName;
        const required = field.required === 'Required';
        return (
          <div
            key={field.name}
            className={field.width === 'Wide' ? 'survey-field survey-field-wide' : 'survey-field'}
          >
            <label htmlFor={id} title={field.tooltip}>
              {label}
              {required && <span aria-hidden="true"> *</span>}
            </label>
            <Editor
              id={id}
              label={label}
              property={property}
              objectName="survey"
              value={values[field.name] ?? null}
              onChange={(value) => onChange(field.name, value)}
              record={values}
              required={required}
              {...(disabled ? { disabled } : {})}
            />
            {field.tooltip && <small className="survey-tooltip">{field.tooltip}</small>}
          </div>
        );
      })}
    </div>
  );
}
