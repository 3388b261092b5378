import type { RichOption } from '@strata/api/contract/metadata';
import type { FilterSelection, OptionValue, QuickFilterDefinition } from '../../list-views/quick-filter.js';
import type { PropertyMeta } from '../../metadata/object-metadata';

/** An options filter's choice. */
export type FilterOption = {
  value: OptionValue;
  label: string;
  color?: string | undefined;
  icon?: string | undefined;
};

/** `VALUE;LABEL;COLOR;ICON` lines, the rich-option edit format (spec 000 section 3). */
function parseOptionLines(text: string): RichOption[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [value = '', label, color, icon] = line.split(';');
      return {
        value,
        label: label || value,
        ...(color ? { color } : {}),
        ...(icon ? { icon } : {}),
      };
    });
}

/** Option values come as text from JSON lines but as numbers from metadata; compare loosely. */
export const sameOption = (left: unknown, right: unknown) => String(left) === String(right);

/**
 * The choices of an options filter: the filter's directOptions, else its richOptions, else the
 * property's richOptions or options, else yes/no for a Boolean; then includedOptions keeps
 * only those named and excludedOptions drops those named.
 */
export function filterOptions(
  definition: QuickFilterDefinition,
  property: PropertyMeta | undefined,
  yesNo: { yes: string; no: string },
): FilterOption[] {
  const direct =
    typeof definition.directOptions === 'string'
      ? parseOptionLines(definition.directOptions)
      : definition.directOptions;
  let options: FilterOption[] =
    direct ??
    definition.richOptions ??
    property?.richOptions ??
    property?.options?.map((value) => ({ value, label: value })) ??
    (property?.type === 'Boolean'
      ? [
          { value: true, label: yesNo.yes },
          { value: false, label: yesNo.no },
        ]
      : []);
  // rich options of an Integer property may have been typed as text: keep the property's type
  if (property?.type === 'Integer') {
    options = options.map((option) => {
      const number = Number(option.value);
      return Number.isInteger(number) && option.value !== '' ? { ...option, value: number } : option;
    });
  }
  const included = definition.includedOptions;
  if (included?.length)
    options = options.filter((option) => included.some((value) => sameOption(value, option.value)));
  const excluded = definition.excludedOptions;
  if (excluded?.length)
    options = options.filter((option) => !excluded.some((value) => sameOption(value, option.value)));
  return options;
}

/** The option a mustSelect filter falls back to: the default option, else the first one. */
function fallbackOption(
  definition: QuickFilterDefinition,
  options: readonly FilterOption[],
): OptionValue | undefined {
  const preferred = options.find((option) => sameOption(option.value, definition.defaultOption));
  return (preferred ?? options[0])?.value;
}

/** The selection of a filter before the user touches it: initialOption, else the mustSelect fallback. */
export function initialOptionsSelection(
  definition: QuickFilterDefinition,
  options: readonly FilterOption[],
): FilterSelection | undefined {
  const initial = definition.initialOption;
  const wanted = initial === undefined ? [] : Array.isArray(initial) ? initial : [initial];
  const values = options
    .filter((option) => wanted.some((value) => sameOption(value, option.value)))
    .map((option) => option.value);
  const kept = definition.multiSelect ? values : values.slice(0, 1);
  if (kept.length > 0) return { values: kept };
  if (definition.mustSelect) {
    const fallback = fallbackOption(definition, options);
    return fallback === undefined ? undefined : { values: [fallback] };
  }
  return undefined;
}

/**
 * A click on an option (spec 001 section 4): single-select replaces the selection (a click on
 * the chosen one clears it), multiSelect toggles; mustSelect never ends empty and falls back
 * to the default option or the first one.
 */
export function toggleOption(
  definition: QuickFilterDefinition,
  options: readonly FilterOption[],
  current: readonly unknown[],
  value: OptionValue,
): OptionValue[] {
  const chosen = current.some((item) => sameOption(item, value));
  let next: OptionValue[];
  if (definition.multiSelect) {
    next = chosen
      ? (current.filter((item) => !sameOption(item, value)) as OptionValue[])
      : [...(current as OptionValue[]), value];
  } else {
    next = chosen ? [] : [value];
  }
  if (next.length === 0 && definition.mustSelect) {
    const fallback = fallbackOption(definition, options);
    return fallback === undefined ? [] : [fallback];
  }
  return next;
}
