import type { FieldDisplayProps } from '../field-types';

/** Plain and multi-line text; line breaks of a MultiLine value are kept. */
export function TextDisplay({ property, value }: FieldDisplayProps) {
  if (value === null || value === undefined) return null;
  const multiLine = property.flags.includes('MultiLine') || property.flags.includes('Json');
  return (
    <span className={multiLine ? 'field-display field-multiline' : 'field-display'}>
      {typeof value === 'object' ? JSON.stringify(value) : String(value)}
    </span>
  );
}
