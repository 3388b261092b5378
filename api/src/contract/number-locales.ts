/**
 * The number formats an organisation may choose (inu_orgsettings.numberlocale, Customize >
 * Settings): digit grouping and decimal mark of numbers and amounts for every user. Empty means
 * each user's language decides. Shared with the web client; migrations/tenant/0010 lists the
 * same values as the field's options.
 */
export const numberLocales = ['en-GB', 'en-US', 'sk-SK', 'cs-CZ', 'de-DE', 'de-AT', 'de-CH'] as const;
export type NumberLocale = (typeof numberLocales)[number];

export function isNumberLocale(value: unknown): value is NumberLocale {
  return (numberLocales as readonly unknown[]).includes(value);
}
