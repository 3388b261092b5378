/**
 * What the import tells the user, kept free of i18next so the pure modules (and their tests)
 * need no translations: a key of the 'import' namespace with its parameters, or a text the
 * server already translated (a failed write's message).
 */
export type ImportMessage = { key: string; params?: Record<string, string | number> } | { text: string };

export const message = (key: string, params?: Record<string, string | number>): ImportMessage =>
  params ? { key, params } : { key };

/** A message in the user's language; `t` is the 'import' namespace's. */
export function messageText(
  t: (key: string, params?: Record<string, string | number>) => string,
  item: ImportMessage,
): string {
  return 'text' in item ? item.text : t(item.key, item.params);
}
