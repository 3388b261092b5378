import { isNumberLocale } from '@strata/api/contract/number-locales';

/**
 * The locale numbers and amounts are written in: the organisation's number format when it
 * chose one (Customize > Settings, spec 001: "the Slovak locale is used for numbers"), else the
 * user's language. Users have no number format of their own, only their language, so the
 * organisation's choice wins over it; dates and texts keep following the language.
 */
export function numberLocaleOf(organisation: string | null | undefined, language: string): string {
  return isNumberLocale(organisation) ? organisation : language;
}
