import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalShell } from './common/use-optional-shell';
import type { FormatValueOptions } from './format-value';
import { numberLocaleOf } from './numbers/number-locale';

/**
 * What formatValue needs from the page: the language, the number locale (the organisation's
 * number format, else the language), the currencies and texts. One object per change, so list
 * cells memoised on it render again only when one of those changes.
 */
export function useFormatOptions(): FormatValueOptions & { numberLocale: string } {
  const { i18n } = useTranslation('fields');
  const shell = useOptionalShell();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const organisation = shell?.context.organization.numberLocale;
  const currencyDict = shell?.context.currencyDict;
  const t = i18n.t;
  return useMemo(
    () => ({ language, numberLocale: numberLocaleOf(organisation, language), currencyDict, t }),
    [language, organisation, currencyDict, t],
  );
}
