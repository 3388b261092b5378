import { parseStoredFile } from '@strata/api/contract/stored-file';
import type { CurrencyInfo } from '../api/user-context';
import type { RecordValues } from '../data/data-api';
import { isLookupValue } from '../data/data-api';
import type { PropertyMeta } from '../metadata/object-metadata';
import { ageText, formatDateValue } from './dates/date-format';
import { fieldKind } from './field-kind';
import { currencyOf } from './numbers/currency';
import { formatDuration } from './numbers/duration';
import { formatMoney, formatNumber, toNumber } from './numbers/number-format';
import { bitmapHas } from './options/bitmap';
import { parseMultiText } from './options/multi-text';
import { findOption, optionsOf } from './options/option-list';
import { parseTags } from './tags/tags';

/** Any i18next t; keys are namespaced ("fields:yes"), so a t of any namespace works. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export type FormatValueOptions = {
  /** Dates, yes/no and other texts; numbers too unless numberLocale is given. */
  language: string;
  /**
   * Numbers and amounts (grouping, decimal mark): the organisation's number format, else the
   * user's language; useFormatOptions works it out.
   */
  numberLocale?: string | undefined;
  currencyDict?: Record<string, CurrencyInfo> | undefined;
  t?: Translate | undefined;
  /** The row: money reads its currencyid. */
  record?: RecordValues | undefined;
  /** The form entry or column settings (tags, stage, button). */
  settings?: Record<string, unknown> | undefined;
  /** For tests and user-chosen zones; the browser's zone otherwise. */
  timeZone?: string | undefined;
};

const english: Record<string, string> = {
  'fields:yes': 'Yes',
  'fields:no': 'No',
  'fields:unknown': 'Unknown',
};

function translate(options: FormatValueOptions, key: string, values?: Record<string, unknown>): string {
  return options.t ? options.t(key, values) : (english[key] ?? key);
}

function booleanText(property: PropertyMeta, value: unknown, options: FormatValueOptions): string {
  if (value === null || value === undefined) return '';
  const checked = value === true || value === 'true' || value === 1;
  const choices = optionsOf(property);
  if (property.flags.includes('OptionSet') && choices.length === 2) {
    return (checked ? choices[1] : choices[0])?.label ?? '';
  }
  return translate(options, checked ? 'fields:yes' : 'fields:no');
}

function multiSelectText(property: PropertyMeta, value: unknown): string {
  const choices = optionsOf(property);
  if (property.type === 'Integer') {
    return choices
      .filter((option) => bitmapHas(value, Number(option.value)))
      .map((option) => option.label)
      .join(', ');
  }
  return parseMultiText(value)
    .map((item) => findOption(choices, item)?.label ?? item)
    .join(', ');
}

function dateText(property: PropertyMeta, value: unknown, options: FormatValueOptions): string {
  const flags = property.flags;
  if (flags.includes('Age')) {
    const age = ageText(value);
    return age === null ? '' : translate(options, `fields:${age.key}`, { count: age.count });
  }
  return formatDateValue(
    value,
    { dateOnly: flags.includes('DateOnly'), utc: flags.includes('UTC') },
    options.language,
    options.timeZone,
  );
}

/**
 * A value as plain text, for list cells (virtualised rows render thousands of these), exports
 * and titles. Must agree with the display components, which use it where they show text.
 */
export function formatValue(property: PropertyMeta, value: unknown, options: FormatValueOptions): string {
  if (value === null || value === undefined || value === '') return '';
  const kind = fieldKind(property, options.settings);
  switch (kind) {
    case 'lookup':
      if (!isLookupValue(value)) return String(value);
      return value.label || translate(options, 'fields:unknown');
    case 'boolean':
      return booleanText(property, value, options);
    case 'number': {
      const number = toNumber(value);
      return number === null
        ? String(value)
        : formatNumber(number, options.numberLocale ?? options.language, {
            precision: property.type === 'Integer' ? 0 : property.precision,
            formatString: property.formatString,
          });
    }
    case 'money': {
      const number = toNumber(value);
      return number === null
        ? String(value)
        : formatMoney(
            number,
            options.numberLocale ?? options.language,
            currencyOf(options.record, options.currencyDict),
            property,
          );
    }
    case 'duration': {
      const number = toNumber(value);
      return number === null ? String(value) : formatDuration(number);
    }
    case 'date':
    case 'datetime':
      return dateText(property, value, options);
    case 'options':
    case 'stage':
    case 'writein':
      return findOption(optionsOf(property), value)?.label ?? String(value);
    case 'multiselect':
      return multiSelectText(property, value);
    case 'tags':
      return parseTags(value).join(', ');
    case 'button':
      if (property.type === 'DateTime') return dateText(property, value, options);
      return booleanText(property, value, options);
    case 'image':
    case 'file':
      // the stored JSON names the file; its link is signed on demand by the display
      return parseStoredFile(value)?.name ?? String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
