import { z } from 'zod';

/**
 * The one text rule (issue 35): text is valid Unicode without NUL. PostgreSQL refuses NUL in
 * text outright (22021), and a lone UTF-16 surrogate (JSON's "\ud800") cannot be written as
 * UTF-8, so the driver would silently store U+FFFD instead of what was sent. Both are refused
 * where text comes in: every parsed request (context/json-body.ts) and every contract schema
 * that reads text from elsewhere (metadata folders, templates, the CLI) through safeText().
 */

/** The reason key (locales/xx/errors.json, reasons.text) of text that breaks the rule. */
export const unsafeTextReason = 'text';

// a NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one
const unsafePattern = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text has no NUL and no lone surrogate. */
export function isSafeText(text: string): boolean {
  return !unsafePattern.test(text);
}

/** The text with each NUL and lone surrogate replaced by U+FFFD: safe to quote back in a message. */
export function showableText(text: string): string {
  return text.replace(new RegExp(unsafePattern.source, 'g'), '\uFFFD');
}

/**
 * The path of the first string (object keys included) in a JSON-like value that breaks the
 * rule, or undefined when every one keeps it. Keys in the path are made showable.
 */
export function findUnsafeText(
  value: unknown,
  path: readonly (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : [...path];
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnsafeText(value[index], [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [...path, showableText(key)];
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/** Adds the text rule to a string schema (its issue's message is the reason key `text`). */
export function withSafeText<T extends z.ZodString>(schema: T) {
  return schema.refine(isSafeText, { message: unsafeTextReason });
}

/** The contract's text: a string keeping the text rule. Use it instead of z.string(). */
export function safeText() {
  return withSafeText(z.string());
}
