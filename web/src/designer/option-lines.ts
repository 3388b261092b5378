import type { RichOption } from '@strata/api/contract/metadata';

/**
 * Option sets edited as text, one option a line: VALUE;LABEL;COLOR;ICON (color and icon
 * optional). Values that look like integers become numbers for Integer fields.
 */
export function formatOptionLines(options: readonly RichOption[] | undefined): string {
  return (options ?? [])
    .map((option) =>
      [String(option.value), option.label, option.color ?? '', option.icon ?? '']
        .join(';')
        .replace(/;+$/, ''),
    )
    .join('\n');
}

export type ParsedOptions = {
  options: RichOption[];
  errors: { line: number; reason: 'value' | 'duplicate' | 'number' }[];
};

export function parseOptionLines(text: string, numeric: boolean): ParsedOptions {
  const options: RichOption[] = [];
  const errors: ParsedOptions['errors'] = [];
  const seen = new Set<string>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    const [value = '', label = '', color = '', icon = ''] = line.split(';').map((part) => part.trim());
    const problem = !value
      ? 'value'
      : numeric && !/^-?\d+$/.test(value)
        ? 'number'
        : seen.has(value)
          ? 'duplicate'
          : null;
    if (problem) {
      errors.push({ line: index + 1, reason: problem });
      continue;
    }
    seen.add(value);
    options.push({
      value: numeric ? Number(value) : value,
      label: label || value,
      ...(color ? { color } : {}),
      ...(icon ? { icon } : {}),
    });
  }
  return { options, errors };
}
