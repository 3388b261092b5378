import { describe, expect, it } from 'vitest';
import { errorAction } from './error-reporting.js';

/** Spec 000 section 8: what an uncaught error leads to. */
describe('errorAction', () => {
  it("refreshes the metadata on 'Unexpected token <' instead of reloading the page", () => {
    expect(errorAction('Unexpected token \'<\', "<!doctype "... is not valid JSON', false)).toBe(
      'refresh-metadata',
    );
    expect(errorAction('SyntaxError: Unexpected token < in JSON at position 0', false)).toBe(
      'refresh-metadata',
    );
    // even after a reload for a chunk, it is a refresh, never a report
    expect(errorAction('Unexpected token <', true)).toBe('refresh-metadata');
  });

  it('reloads once for a chunk of an older build, then reports', () => {
    expect(errorAction('Failed to fetch dynamically imported module: /assets/x.js', false)).toBe('reload');
    expect(errorAction('Failed to fetch dynamically imported module: /assets/x.js', true)).toBe('report');
  });

  it('ignores resize-observer loops and reports the rest', () => {
    expect(errorAction('ResizeObserver loop completed with undelivered notifications.', false)).toBe(
      'ignore',
    );
    expect(errorAction('x is not a function', false)).toBe('report');
  });
});
