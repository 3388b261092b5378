import { decimalLimit, int32Range, normalizeUuid } from '@strata/api/contract/scalar-values';
import { parseNumberText } from '../fields/numbers/parse-number-text';
import { findOption, optionsOf } from '../fields/options/option-list';
import type { PropertyMeta } from '../metadata/object-metadata';
import { parseBooleanText, parseDateText } from './cell-values';
import { type ImportMessage, message } from './import-message';

/**
 * One cell turned into what the server takes for its property, or why it cannot be. Lookups
 * given by name (or, for a lookup with several targets, by a bare id) wait for the batched
 * look-up of lookup-resolution.ts.
 */
export type Converted =
  | { kind: 'value'; value: unknown; warning?: ImportMessage }
  | { kind: 'lookup'; text: string; by: 'name' | 'id' }
  | { kind: 'error'; message: ImportMessage };

/** The server's default limit of the name column when the metadata names none. */
const nameMax = 200;

const shown = (raw: unknown) => {
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

const value = (wire: unknown, warning?: ImportMessage): Converted =>
  warning ? { kind: 'value', value: wire, warning } : { kind: 'value', value: wire };

const invalid = (
  property: PropertyMeta,
  raw: unknown,
  key: string,
  params: Record<string, string | number> = {},
) =>
  ({
    kind: 'error',
    message: message(`cells.${key}`, { field: property.displayName, value: shown(raw), ...params }),
  }) satisfies Converted;

/** A cell with nothing in it: CSV '' or blanks, JSON null. */
const isEmpty = (raw: unknown) => raw === null || (typeof raw === 'string' && raw.trim() === '');

/**
 * Converts a cell for a property (spec 001 section 5). `undefined` (a JSON object without the
 * key) stays undefined: the field is not given at all. Empty cells become null.
 */
export function convertCell(property: PropertyMeta, raw: unknown): Converted | undefined {
  if (raw === undefined) return undefined;
  if (isEmpty(raw)) return value(null);
  switch (property.type) {
    case 'String':
      return property.flags.includes('OptionSet')
        ? convertStringOption(property, raw)
        : convertText(property, raw);
    case 'Integer':
      if (property.flags.includes('MultiSelect')) return convertBitmap(property, raw);
      if (property.flags.includes('OptionSet')) return convertOption(property, raw);
      return convertNumber(property, raw, true);
    case 'Decimal':
    case 'Money':
    case 'Float':
      return convertNumber(property, raw, false);
    case 'Boolean':
      return convertBoolean(property, raw);
    case 'DateTime': {
      if (typeof raw !== 'string') return invalid(property, raw, 'notDate');
      const dateOnly = property.flags.includes('DateOnly');
      const date = parseDateText(raw, { dateOnly, utc: property.flags.includes('UTC') });
      return date === null ? invalid(property, raw, 'notDate') : value(date);
    }
    case 'Guid': {
      const id = typeof raw === 'string' ? normalizeUuid(raw) : null;
      return id === null ? invalid(property, raw, 'notId') : value(id);
    }
    case 'Lookup':
      return convertLookup(property, raw);
    case 'Binary':
      return typeof raw === 'string' ? value(raw.trim()) : invalid(property, raw, 'notText');
    case 'VersionNumber':
      return invalid(property, raw, 'serverSet');
  }
}

/** Text, cut to the property's max length (in characters, as the server counts them). */
function convertText(property: PropertyMeta, raw: unknown): Converted {
  let text: string;
  if (typeof raw === 'string') text = raw.trim();
  else if (typeof raw === 'object' && property.flags.includes('Json')) text = JSON.stringify(raw);
  else if (typeof raw === 'number' || typeof raw === 'boolean') text = String(raw);
  else return invalid(property, raw, 'notText');
  if (property.flags.includes('Json') && typeof raw === 'string') {
    try {
      JSON.parse(text);
    } catch {
      return invalid(property, raw, 'notJson');
    }
  }
  if (text.includes('\u0000')) return invalid(property, raw, 'notText');
  const max = property.max ?? (property.logicalName === 'name' ? nameMax : undefined);
  const characters = [...text];
  if (max !== undefined && characters.length > max) {
    return value(
      characters.slice(0, max).join(''),
      message('warnings.truncated', { field: property.displayName, max }),
    );
  }
  return value(text);
}

/** An option by its value or its label (case-insensitive). */
function findChoice(property: PropertyMeta, raw: unknown) {
  const options = optionsOf(property);
  const text = String(raw).trim();
  return (
    findOption(options, text) ??
    options.find((option) => option.label.trim().toLowerCase() === text.toLowerCase())
  );
}

function convertOption(property: PropertyMeta, raw: unknown): Converted {
  if (typeof raw !== 'string' && typeof raw !== 'number') return invalid(property, raw, 'notOption');
  const option = findChoice(property, raw);
  return option ? value(option.value) : invalid(property, raw, 'notOption');
}

/** A String option set: a listed value or label; write-in fields also keep other text. */
function convertStringOption(property: PropertyMeta, raw: unknown): Converted {
  if (property.flags.includes('MultiSelect')) return convertMultiText(property, raw);
  const option = typeof raw === 'string' || typeof raw === 'number' ? findChoice(property, raw) : undefined;
  if (option) return value(String(option.value));
  if (property.flags.includes('WriteIn') || optionsOf(property).length === 0)
    return convertText(property, raw);
  return invalid(property, raw, 'notOption');
}

/** The parts of a multi-select cell: the whole text when it is one option, else split at ; or ,. */
function multiParts(property: PropertyMeta, raw: string): string[] {
  if (findChoice(property, raw)) return [raw.trim()];
  return raw
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The options a multi-select cell names: a JSON list, or text (multiParts); null for anything else. */
function multiCellParts(property: PropertyMeta, raw: unknown): string[] | null {
  if (Array.isArray(raw)) return raw.map(String);
  return typeof raw === 'string' ? multiParts(property, raw) : null;
}

/** A String multi-select stores the chosen values separated by semicolons, in option order. */
function convertMultiText(property: PropertyMeta, raw: unknown): Converted {
  const parts = multiCellParts(property, raw);
  if (!parts) return invalid(property, raw, 'notOption');
  const chosen = new Set<string>();
  for (const part of parts) {
    const option = findChoice(property, part);
    if (!option) return invalid(property, part, 'notOption');
    chosen.add(String(option.value));
  }
  const ordered = optionsOf(property)
    .map((option) => String(option.value))
    .filter((item) => chosen.has(item));
  return value(ordered.join(';'));
}

/**
 * An Integer multi-select is a bitmap of option values (fields/options/bitmap.ts). A JSON
 * number is taken as the bitmap itself (what a JSON export holds); text lists values or labels.
 */
function convertBitmap(property: PropertyMeta, raw: unknown): Converted {
  if (typeof raw === 'number') {
    return Number.isInteger(raw) && raw >= int32Range.min && raw <= int32Range.max
      ? value(raw)
      : invalid(property, raw, 'notOption');
  }
  const parts = multiCellParts(property, raw);
  if (!parts) return invalid(property, raw, 'notOption');
  let mask = 0;
  for (const part of parts) {
    const bit = Number(findChoice(property, part)?.value);
    if (!Number.isInteger(bit) || bit < 0 || bit > 31) return invalid(property, part, 'notOption');
    mask |= 1 << bit;
  }
  return value(mask);
}

function convertNumber(property: PropertyMeta, raw: unknown, integer: boolean): Converted {
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' ? parseNumberText(raw) : null;
  if (number === null || !Number.isFinite(number)) return invalid(property, raw, 'notNumber');
  if (integer) {
    if (!Number.isInteger(number)) return invalid(property, raw, 'notInteger');
    if (number < int32Range.min || number > int32Range.max) return invalid(property, raw, 'outOfRange');
  } else if (property.type !== 'Float' && Math.abs(number) >= decimalLimit) {
    return invalid(property, raw, 'outOfRange');
  }
  return value(number);
}

function convertBoolean(property: PropertyMeta, raw: unknown): Converted {
  if (typeof raw === 'boolean') return value(raw);
  if (typeof raw === 'number' && (raw === 0 || raw === 1)) return value(raw === 1);
  if (typeof raw !== 'string') return invalid(property, raw, 'notBoolean');
  // a two-option Boolean names its choices: the first is false, the second true (fields/format-value.ts)
  const options = property.flags.includes('OptionSet') ? optionsOf(property) : [];
  const labels =
    options.length === 2
      ? { false: [options[0]?.label ?? ''], true: [options[1]?.label ?? ''] }
      : { false: [], true: [] };
  const parsed = parseBooleanText(raw, labels);
  return parsed === null ? invalid(property, raw, 'notBoolean') : value(parsed);
}

/**
 * A lookup: an id (32 hex or dashed) is taken as it is, anything else is a name to look up on
 * the target entity (spec 001 section 5). A JSON lookup object ({id, name, label}, as an export
 * writes it) gives its id, and its label when it has no id. A lookup with several targets
 * needs to know the entity, so a bare id is looked up there too.
 */
function convertLookup(property: PropertyMeta, raw: unknown): Converted {
  const targets = property.targets ?? [];
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const object = raw as { id?: unknown; name?: unknown; label?: unknown };
    const id = typeof object.id === 'string' ? normalizeUuid(object.id) : null;
    if (id) {
      if (targets.length === 1) return value(id);
      if (typeof object.name === 'string' && targets.includes(object.name))
        return value({ id, name: object.name });
      return { kind: 'lookup', text: id, by: 'id' };
    }
    if (typeof object.label === 'string' && object.label.trim()) {
      return { kind: 'lookup', text: object.label.trim(), by: 'name' };
    }
    return invalid(property, raw, 'notLookup');
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') return invalid(property, raw, 'notLookup');
  const text = String(raw).trim();
  const id = normalizeUuid(text);
  if (id && targets.length === 1) return value(id);
  return id ? { kind: 'lookup', text: id, by: 'id' } : { kind: 'lookup', text, by: 'name' };
}
