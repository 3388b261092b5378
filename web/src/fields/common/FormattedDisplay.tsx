import { fieldKind } from '../field-kind';
import type { FieldDisplayProps } from '../field-types';
import { formatValue } from '../format-value';
import { useFormatOptions } from '../use-format-options';

/** Every display that is plain text: numbers, money, durations, dates, read-only values. */
export function FormattedDisplay({ property, value, record, settings }: FieldDisplayProps) {
  const format = useFormatOptions();
  const text = formatValue(property, value, { ...format, record, settings });
  // numbers align right in columns; option labels of an Integer multi-select are text
  const numeric = ['number', 'money', 'duration'].includes(fieldKind(property, settings));
  return <span className={numeric ? 'field-display field-number' : 'field-display'}>{text}</span>;
}
