import type { RichOption } from '@strata/api/contract/metadata';

/** The quick filter kinds of spec 001 section 3. */
export const quickFilterTypes = [
  'options',
  'date',
  'daterange',
  'day',
  'dayrange',
  'age',
  'number',
  'numericrange',
  'text',
  'lookup',
  'owner',
  'custom',
] as const;
export type QuickFilterType = (typeof quickFilterTypes)[number];

export type OptionValue = string | number | boolean;

/** A quick filter as a view body (or the user) defines it (spec 001 section 3, "Quick filter"). */
export type QuickFilterDefinition = {
  name: string;
  type: QuickFilterType | string;
  propertyName?: string;
  label?: string;
  icon?: string;
  /** the object the property belongs to (a lookup filter's target when propertyName is absent) */
  objectName?: string;
  permissions?: string;
  initialOption?: OptionValue | OptionValue[];
  defaultOption?: OptionValue;
  multiSelect?: boolean;
  mustSelect?: boolean;
  /** options given by the filter itself instead of the property's */
  directOptions?: RichOption[] | string;
  includedOptions?: OptionValue[];
  excludedOptions?: OptionValue[];
  richOptions?: RichOption[];
  optionsFormat?: 'radio' | 'select';
  mandatoryGroup?: string;
  minimumLength?: number;
  /** the alias of a link of the view's query the property sits on */
  alias?: string;
  extraFetch?: unknown;
  customFetch?: unknown;
  /** custom filters: the component to draw */
  component?: string;
};

/**
 * What the user picked in one filter. One shape for every kind keeps storage and the filter
 * builder simple: options and lookups use `values`, owner and date quick options `option`,
 * ranges `from`/`to` (ISO days, years or numbers), text `text`.
 */
export type FilterSelection = {
  values?: unknown[];
  option?: string;
  from?: string | number;
  to?: string | number;
  text?: string;
};

export type FilterSelections = Record<string, FilterSelection>;

/** The owner filter's choices. */
export const ownerOptions = ['anyone', 'me', 'team', 'notme'] as const;
export type OwnerOption = (typeof ownerOptions)[number];
