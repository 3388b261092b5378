import { describe, expect, it } from 'vitest';
import { normalizeUuid } from './scalar-values.js';

describe('normalizeUuid', () => {
  it('takes 32 hex digits or the dashed form, braces allowed', () => {
    expect(normalizeUuid('0123456789ABCDEF0123456789abcdef')).toBe('01234567-89ab-cdef-0123-456789abcdef');
    expect(normalizeUuid('{01234567-89AB-CDEF-0123-456789ABCDEF}')).toBe(
      '01234567-89ab-cdef-0123-456789abcdef',
    );
  });

  it('refuses anything else', () => {
    expect(normalizeUuid('Acme Ltd')).toBeNull();
    expect(normalizeUuid('0123456789abcdef0123456789abcde')).toBeNull();
    expect(normalizeUuid('01234567-89ab-cdef-0123-456789abcdeg')).toBeNull();
  });
});
