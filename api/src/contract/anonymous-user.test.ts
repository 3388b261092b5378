import { describe, expect, it } from 'vitest';
import { anonymousEmail, isAnonymousEmail } from './anonymous-user.js';

describe('isAnonymousEmail', () => {
  it('recognises the fixed anonymous email, whatever its case and spaces', () => {
    expect(isAnonymousEmail(anonymousEmail)).toBe(true);
    expect(isAnonymousEmail(` ${anonymousEmail.toUpperCase()} `)).toBe(true);
  });
  it('does not take other users for anonymous', () => {
    expect(isAnonymousEmail('admin@example.com')).toBe(false);
    expect(isAnonymousEmail('anonymous@example.com')).toBe(false);
    expect(isAnonymousEmail(null)).toBe(false);
    expect(isAnonymousEmail(undefined)).toBe(false);
  });
});
