import { describe, expect, it } from 'vitest';
import { linkHref } from './link-href.js';

describe('linkHref', () => {
  it('builds safe links', () => {
    expect(linkHref('url', 'https://a.example/x')).toBe('https://a.example/x');
    expect(linkHref('url', 'www.example.com')).toBe('https://www.example.com');
    expect(linkHref('url', 'javascript:alert(1)')).toBeNull();
    expect(linkHref('email', ' a@b.example ')).toBe('mailto:a@b.example');
    expect(linkHref('phone', '+421 (2) 123-456')).toBe('tel:+4212123456');
    expect(linkHref('url', '  ')).toBeNull();
  });
});
