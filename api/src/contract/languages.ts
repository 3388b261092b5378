/** The languages of the product (spec 001 section 9): English first, the default. Shared with the web client. */
export const supportedLanguages = ['en', 'sk', 'cs', 'de'] as const;
export type Language = (typeof supportedLanguages)[number];

export function isLanguage(value: unknown): value is Language {
  return (supportedLanguages as readonly unknown[]).includes(value);
}
