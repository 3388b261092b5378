/**
 * A text of a dashboard definition: one text for everyone, or one per language code. The
 * user's language wins, then English, then the first given; a missing text is ''.
 */
export type LocalText = string | Record<string, string> | undefined;

export function localText(value: LocalText, language: string): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  const base = language.split('-')[0] ?? language;
  return value[language] ?? value[base] ?? value.en ?? Object.values(value)[0] ?? '';
}
