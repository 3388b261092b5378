/** The class list of a field control: compact editors drop chrome to fit a 32 px list row. */
export function fieldClass(base: string, compact: boolean | undefined, extra?: string): string {
  return ['field-control', base, compact ? 'field-compact' : '', extra ?? ''].filter(Boolean).join(' ');
}
