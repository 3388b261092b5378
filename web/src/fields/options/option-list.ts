import type { RecordValues } from '../../data/data-api';
import { isLookupValue } from '../../data/data-api';
import type { PropertyMeta } from '../../metadata/object-metadata';

/** One choice of an option set, whether it came from richOptions or plain options. */
export type FieldOption = {
  value: string | number;
  label: string;
  color?: string | undefined;
  icon?: string | undefined;
  depfield?: string | undefined;
  depvalue?: string | number | undefined;
};

/**
 * The property's choices. Rich options as they are; plain options are labels whose value is the
 * label itself, except on an Integer property where a numeric label is its own value and any
 * other label gets its position (an Integer column cannot hold the text).
 */
export function optionsOf(property: Pick<PropertyMeta, 'type' | 'options' | 'richOptions'>): FieldOption[] {
  let options = cache.get(property);
  if (!options) {
    options = buildOptions(property);
    cache.set(property, options);
  }
  return options;
}

// list cells format thousands of rows; metadata objects are stable, so their options are built once
const cache = new WeakMap<object, FieldOption[]>();

function buildOptions(property: Pick<PropertyMeta, 'type' | 'options' | 'richOptions'>): FieldOption[] {
  if (property.richOptions?.length) {
    return property.richOptions.map((option) => ({
      ...option,
      value: property.type === 'Integer' ? Number(option.value) : option.value,
    }));
  }
  return (property.options ?? []).map((label, index) => {
    if (property.type !== 'Integer') return { value: label, label };
    const number = Number(label);
    return { value: label.trim() !== '' && Number.isInteger(number) ? number : index, label };
  });
}

/** Compares as text: the record may hold 2 where the metadata says "2", or the reverse. */
export function sameOptionValue(a: unknown, b: unknown): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

export function findOption(options: FieldOption[], value: unknown): FieldOption | undefined {
  return options.find((option) => sameOptionValue(option.value, value));
}

/** A record value compared to a depvalue: a lookup by its id. */
function dependencyValue(value: unknown): unknown {
  return isLookupValue(value) ? value.id : value;
}

/**
 * Dependent options: an option with a depfield shows only while the record's depfield equals
 * its depvalue; options without one always show. The current value stays visible even when its
 * dependency no longer holds, so a saved value never silently disappears from the control.
 */
export function visibleOptions(options: FieldOption[], record: RecordValues | undefined, current?: unknown) {
  return options.filter(
    (option) =>
      !option.depfield ||
      sameOptionValue(dependencyValue(record?.[option.depfield]), option.depvalue) ||
      sameOptionValue(option.value, current),
  );
}

/** The wire value of a chosen option: Integer option sets store numbers, '' means none. */
export function optionWireValue(
  property: Pick<PropertyMeta, 'type'>,
  raw: string | number,
): string | number | null {
  if (raw === '') return null;
  if (property.type === 'Integer') {
    const number = Number(raw);
    return Number.isFinite(number) ? number : null;
  }
  return String(raw);
}

export type OptionLayout = 'radio' | 'buttons' | 'select';

/** Spec 000 section 9: five or fewer choices without MultiLine are radios or buttons. */
export function optionLayout(property: Pick<PropertyMeta, 'flags'>, count: number): OptionLayout {
  if (count > 5 || property.flags.includes('MultiLine')) return 'select';
  return property.flags.includes('Radio') ? 'radio' : 'buttons';
}
