import type { PropertyType, RichOption } from '@strata/api/contract/metadata';
import type { FieldOption } from '../fields/options/option-list';

/**
 * Option sets edited as text, one option a line, in spec 000's six parts:
 * VALUE;LABEL;COLOR;ICON;DEPENDENT_FIELD;DEPENDENT_FIELD_VALUE. Every part but the value is
 * optional; a line may stop after any part, and empty trailing parts are not written. The spec
 * has no way to put a semicolon inside a part, yet the API accepts one in a label, so parts are
 * escaped: `\;` is a semicolon, `\n` a line break and `\\` a backslash; a backslash before any
 * other character is itself (a path like C:\files reads as typed). Spaces around a part are not
 * kept.
 */

const partCount = 6;

/** What makes a later character read as an escape: a backslash before it must be doubled. */
const escapable = new Set(['\\', ';', 'n', '\n']);

function escapePart(text: string): string {
  let escaped = '';
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    if (char === ';') escaped += '\\;';
    else if (char === '\n') escaped += '\\n';
    else if (char === '\\') {
      // at the end of a part the backslash would escape the separator that follows
      const next = text.charAt(index + 1);
      escaped += next === '' || escapable.has(next) ? '\\\\' : '\\';
    } else escaped += char;
  }
  return escaped;
}

/** The line's parts as typed, escapes still in them: only an unescaped semicolon separates. */
function splitParts(line: string): string[] {
  const parts: string[] = [];
  let part = '';
  for (let index = 0; index < line.length; index++) {
    const char = line.charAt(index);
    if (char === '\\' && index + 1 < line.length) {
      part += char + line.charAt(index + 1);
      index++;
    } else if (char === ';') {
      parts.push(part);
      part = '';
    } else part += char;
  }
  parts.push(part);
  return parts;
}

const unescapePart = (raw: string) =>
  raw.replace(/\\([\\;n])/g, (_escape, char: string) => (char === 'n' ? '\n' : char));

export function formatOptionLines(options: readonly FieldOption[]): string {
  return options
    .map((option) => {
      const parts = [
        String(option.value),
        option.label,
        option.color ?? '',
        option.icon ?? '',
        option.depfield ?? '',
        option.depvalue === undefined ? '' : String(option.depvalue),
      ].map(escapePart);
      while (parts.length > 1 && parts.at(-1) === '') parts.pop();
      return parts.join(';');
    })
    .join('\n');
}

export type OptionLineError = {
  /** 1-based, counting blank lines, as the user sees the text */
  line: number;
  reason: 'value' | 'number' | 'duplicate' | 'parts' | 'dependency' | 'unknownField';
  /** the dependent field named by the line (unknownField) */
  field?: string;
};

export type ParsedOptions = { options: RichOption[]; errors: OptionLineError[] };

export type OptionLineRules = {
  /** an Integer option set: every value is a whole number, kept as a number */
  numeric: boolean;
  /** the type of the entity's field of that name; undefined when the entity has none */
  fieldType: (name: string) => PropertyType | undefined;
};

// a dependent value is compared with the record's value as text (option-list.ts), so "2.50"
// would never match a Decimal holding 2.5: on a numeric field it is kept as a number
const numericTypes: readonly PropertyType[] = ['Integer', 'Decimal', 'Float', 'Money'];

function dependentValue(text: string, type: PropertyType): string | number {
  const number = Number(text);
  return numericTypes.includes(type) && Number.isFinite(number) ? number : text;
}

export function parseOptionLines(text: string, rules: OptionLineRules): ParsedOptions {
  const options: RichOption[] = [];
  const errors: OptionLineError[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = index + 1;
    if (!raw.trim()) continue;
    const parts = splitParts(raw.trim()).map((part) => unescapePart(part.trim()));
    const [value = '', label = '', color = '', icon = '', depfield = '', depvalue = ''] = parts;
    const key = rules.numeric ? String(Number(value)) : value;
    const depfieldType = depfield ? rules.fieldType(depfield) : undefined;
    const reason: OptionLineError['reason'] | null =
      parts.length > partCount
        ? 'parts'
        : !value
          ? 'value'
          : rules.numeric && !/^-?\d+$/.test(value)
            ? 'number'
            : seen.has(key)
              ? 'duplicate'
              : Boolean(depfield) !== Boolean(depvalue)
                ? 'dependency'
                : depfield && !depfieldType
                  ? 'unknownField'
                  : null;
    if (reason) {
      errors.push({ line, reason, ...(reason === 'unknownField' ? { field: depfield } : {}) });
      continue;
    }
    seen.add(key);
    options.push({
      value: rules.numeric ? Number(value) : value,
      label: label || value,
      ...(color ? { color } : {}),
      ...(icon ? { icon } : {}),
      ...(depfieldType ? { depfield, depvalue: dependentValue(depvalue, depfieldType) } : {}),
    });
  }
  return { options, errors };
}
