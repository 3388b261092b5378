import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnUrl } from '../session/return-url.js';

describe('return URLs', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnUrl('/!/list/account?x=1')).toBe('/!/list/account?x=1');
    expect(safeReturnUrl('/api/export/1')).toBe('/api/export/1');
  });
  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnUrl(value)).toBe('/');
    }
  });
  it('builds the login path with the current page', () => {
    expect(loginPathFor({ pathname: '/sales/list/account', search: '?a=1' })).toBe(
      '/login?returnUrl=%2Fsales%2Flist%2Faccount%3Fa%3D1',
    );
    expect(loginPathFor({ pathname: '/', search: '' })).toBe('/login');
    expect(loginPathFor({ pathname: '/!/', search: '' })).toBe('/login');
  });
});
