import { describe, expect, it } from 'vitest';
import { initials } from './initials.js';

describe('initials', () => {
  it('take the first and the last name', () => {
    expect(initials('Eva Maria Nováková')).toBe('EN');
    expect(initials('  anna  ')).toBe('A');
    expect(initials('ľudmila šťastná')).toBe('ĽŠ');
  });

  it('show a question mark for no name', () => {
    expect(initials('   ')).toBe('?');
  });
});
