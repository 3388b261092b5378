import { useTranslation } from 'react-i18next';
import { fieldKind } from '../field-kind';
import type { FieldDisplayProps } from '../field-types';
import { formatValue } from '../format-value';
import { useOptionalShell } from './use-optional-shell';

/** Every display that is plain text: numbers, money, durations, dates, read-only values. */
export function FormattedDisplay({ property, value, record, settings }: FieldDisplayProps) {
  const { t, i18n } = useTranslation('fields');
  const shell = useOptionalShell();
  const text = formatValue(property, value, {
    language: i18n.language,
    currencyDict: shell?.context.currencyDict,
    t,
    record,
    settings,
  });
  // numbers align right in columns; option labels of an Integer multi-select are text
  const numeric = ['number', 'money', 'duration'].includes(fieldKind(property, settings));
  return <span className={numeric ? 'field-display field-number' : 'field-display'}>{text}</span>;
}
