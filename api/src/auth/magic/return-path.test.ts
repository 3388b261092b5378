import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.js';

describe('safeReturnPath', () => {
  it.each(['/', '/!/list/account', '/!/edit/account/0?init=%7B%7D', '/a#b'])('keeps %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'evil',
    '/a\nb',
    '/a\u0000',
    '/\u007f',
    'x'.repeat(501),
  ])('refuses %j', (path) => {
    expect(() => safeReturnPath(path)).toThrowError(
      expect.objectContaining({ code: 'ERR_REDIRECT_NOT_ALLOWED' }),
    );
  });

  it('treats an empty value as none', () => {
    expect(safeReturnPath('')).toBeUndefined();
    expect(safeReturnPath(undefined)).toBeUndefined();
  });
});
