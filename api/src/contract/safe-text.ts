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
 * rule, or undefined when every one keeps it. Keys in the path are made showable. Every request
 * body goes through it: one path stack for the whole walk, copied only when something is found.
 */
export function findUnsafeText(value: unknown): (string | number)[] | undefined {
  const path: (string | number)[] = [];
  const walk = (item: unknown): boolean => {
    if (typeof item === 'string') return !isSafeText(item);
    if (item === null || typeof item !== 'object') return false;
    if (Array.isArray(item)) {
      for (let index = 0; index < item.length; index++) {
        path.push(index);
        if (walk(item[index])) return true;
        path.pop();
      }
      return false;
    }
    for (const [key, child] of Object.entries(item)) {
      if (!isSafeText(key)) {
        path.push(showableText(key));
        return true;
      }
      path.push(key);
      if (walk(child)) return true;
      path.pop();
    }
    return false;
  };
  return walk(value) ? [...path] : undefined;
}

/** Adds the text rule to a string schema (its issue's message is the reason key `text`). */
export function withSafeText<T extends z.ZodString>(schema: T) {
  return schema.refine(isSafeText, { message: unsafeTextReason });
}

/** The contract's text: a string keeping the text rule. Use it instead of z.string(). */
export function safeText() {
  return withSafeText(z.string());
}
