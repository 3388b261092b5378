/**
 * Reads `a.b.0.c` from template data without ever touching a prototype: only own properties of
 * plain objects and arrays are followed, and names such as `__proto__`, `constructor` or
 * `prototype` are refused outright. Anything that is not a plain dotted path (calls, brackets,
 * quotes, operators) is not a path at all: the caller prints nothing for it.
 */
const segmentPattern = /^[A-Za-z_$][A-Za-z0-9_$]*$|^\d{1,9}$/;
const forbidden = new Set(['__proto__', 'constructor', 'prototype', '__defineGetter__', '__lookupGetter__']);

/** The segments of a dotted path, or undefined when the text is not one. */
export function parsePath(text: string): string[] | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 200) return undefined;
  const segments = trimmed.split('.');
  for (const segment of segments) {
    if (!segmentPattern.test(segment) || forbidden.has(segment)) return undefined;
  }
  return segments;
}

function isContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export const missing: unique symbol = Symbol('missing');

/** The value at a path in the scopes (innermost first), or `missing`. */
export function resolvePath(scopes: readonly unknown[], segments: readonly string[]): unknown {
  const [first, ...rest] = segments;
  if (first === undefined) return missing;
  let current: unknown = missing;
  for (const scope of scopes) {
    if (isContainer(scope) && Object.hasOwn(scope, first)) {
      current = (scope as Record<string, unknown>)[first];
      break;
    }
  }
  if (current === missing) return missing;
  for (const segment of rest) {
    if (!isContainer(current) || !Object.hasOwn(current, segment)) return missing;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
