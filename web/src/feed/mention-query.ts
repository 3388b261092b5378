/**
 * The `@name` being typed at the caret, if any: an @ at the start or after a space, followed
 * by up to 40 characters without a line break or another @. The picker lists users matching
 * `query`; choosing one replaces text[start, caret) with a mention token.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@[\]()]{0,40})$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** The text with [start, caret) replaced by the token and a space, and where the caret goes. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  token: string,
): { text: string; caret: number } {
  const inserted = `${token} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}
