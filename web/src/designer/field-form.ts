import {
  flagTypes,
  type PropertyFlag,
  type PropertyInput,
  type PropertyType,
  propertyFlags,
} from '@strata/api/contract/metadata';
import { optionsOf } from '../fields/options/option-list';
import type { PropertyMeta } from '../metadata/object-metadata';
import { formatOptionLines, type OptionLineError, parseOptionLines } from './option-lines';

/**
 * The field dialog's model: a property as its inputs hold it, and back. Going back starts from
 * the property as it was, so whatever the dialog has no input for (defaultValue, formatString,
 * isDisabled, a lookup's attribute pairs, keys added to the contract later) stays as it was, and
 * an input left as it was opened gives back the value it was opened with: opening a field and
 * saving it unchanged sends exactly the property it was.
 */
export type FieldForm = {
  logicalName: string;
  displayName: string;
  type: PropertyType;
  flags: PropertyFlag[];
  max: string;
  precision: string;
  targets: string[];
  /** option lines (option-lines.ts) */
  options: string;
  description: string;
};

export const optionFlags: readonly PropertyFlag[] = ['OptionSet', 'MultiSelect', 'Radio'];
export const precisionTypes: readonly PropertyType[] = ['Decimal', 'Money', 'Float'];

export function flagsOfType(type: PropertyType): PropertyFlag[] {
  return propertyFlags.filter((flag) => {
    const allowed = flagTypes[flag];
    return allowed === 'any' || allowed.includes(type);
  });
}

const isOptionSet = (flags: readonly PropertyFlag[]) => flags.some((flag) => optionFlags.includes(flag));

export function fieldFormOf(property: PropertyMeta | undefined): FieldForm {
  return {
    logicalName: property?.logicalName ?? '',
    displayName: property?.displayName ?? '',
    type: property?.type ?? 'String',
    flags: property?.flags ?? [],
    max: property?.max?.toString() ?? '',
    precision: property?.precision?.toString() ?? '',
    targets: property?.targets ?? [],
    // the choices a form shows (plain options read as rich ones); a lookup's options are
    // attribute pairs, not choices
    options: property && property.type !== 'Lookup' ? formatOptionLines(optionsOf(property)) : '',
    description: property?.description ?? '',
  };
}

export type FieldFormResult = { property: PropertyInput } | { optionError: OptionLineError };

type OptionKeys = Pick<PropertyInput, 'options' | 'richOptions'>;

/**
 * The property the form describes. `original` is the field opened (none for a new one);
 * `entityFields` are the entity's fields a dependent option may name.
 */
export function propertyOfForm(
  form: FieldForm,
  original: PropertyMeta | undefined,
  entityFields: readonly PropertyMeta[],
): FieldFormResult {
  const opened = fieldFormOf(original);
  // what only means something for one type (precision, options) is kept while the type is
  const sameType = original?.type === form.type ? original : undefined;
  const flags = form.flags.filter((flag) => flagsOfType(form.type).includes(flag));
  const options = optionKeys(form, flags, sameType, entityFields);
  if ('optionError' in options) return options;
  const property: PropertyInput = {
    ...original,
    logicalName: form.logicalName,
    displayName: form.displayName || form.logicalName,
    type: form.type,
    flags,
    max: form.type === 'String' ? numberOf(form.max) : undefined,
    precision: precisionTypes.includes(form.type) ? numberOf(form.precision) : sameType?.precision,
    targets: form.type === 'Lookup' ? form.targets : undefined,
    ...options,
    description:
      form.description === opened.description ? original?.description : form.description || undefined,
  };
  for (const key of Object.keys(property) as (keyof PropertyInput)[])
    if (property[key] === undefined) delete property[key];
  return { property };
}

const numberOf = (text: string) => (text ? Number(text) : undefined);

function optionKeys(
  form: FieldForm,
  flags: readonly PropertyFlag[],
  sameType: PropertyMeta | undefined,
  entityFields: readonly PropertyMeta[],
): OptionKeys | { optionError: OptionLineError } {
  const kept: OptionKeys = { options: sameType?.options, richOptions: sameType?.richOptions };
  if (!isOptionSet(flags)) {
    // switching the option set off takes its choices along; a field that never was one keeps
    // whatever options the API gave it (a lookup's attribute pairs among them)
    return sameType && isOptionSet(sameType.flags) ? { options: undefined, richOptions: undefined } : kept;
  }
  const fieldType = (name: string) => entityFields.find((field) => field.logicalName === name)?.type;
  if (sameType && form.options === fieldFormOf(sameType).options) {
    // untouched lines give back the options as they were (plain ones stay plain, a label's
    // spaces stay), but a dependent field since deleted is still no dependency to save
    const shown = optionsOf(sameType);
    const index = shown.findIndex((option) => option.depfield && !fieldType(option.depfield));
    const field = shown[index]?.depfield;
    return field ? { optionError: { line: index + 1, reason: 'unknownField', field } } : kept;
  }
  const { options, errors } = parseOptionLines(form.options, { numeric: form.type === 'Integer', fieldType });
  const [optionError] = errors;
  return optionError ? { optionError } : { options: undefined, richOptions: options };
}
