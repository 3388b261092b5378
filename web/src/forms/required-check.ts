import type { RecordValues } from '../data/data-api';
import type { ObjectMeta } from '../metadata/object-metadata';
import type { FormFieldDefinition } from './form-definition';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Spec 000 section 5: a field is required when its property is Required OR its form entry says
 * so. A form entry cannot make a Required property optional: the server would refuse the save.
 */
export function isRequired(
  field: Pick<FormFieldDefinition, 'required'>,
  property: { flags: string[] },
): boolean {
  return field.required === true || property.flags.includes('Required');
}

/**
 * Labels of required fields left empty (spec 000 section 5): required by the property's
 * Required flag or by the form entry, among the fields the form shows; AutoNumber fields are
 * filled by the server and never count.
 */
export function missingRequired(
  object: ObjectMeta,
  fields: FormFieldDefinition[],
  values: RecordValues,
): string[] {
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.name)) continue;
    seen.add(field.name);
    const property = object.properties.find((candidate) => candidate.logicalName === field.name);
    if (!property || property.flags.includes('AutoNumber')) continue;
    if (isRequired(field, property) && isEmpty(values[field.name]))
      missing.push(field.label || property.displayName);
  }
  return missing;
}
