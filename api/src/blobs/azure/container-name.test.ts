import { describe, expect, it } from 'vitest';
import { containerNameFor } from './container-name.js';

const valid = /^[a-z0-9](?:[a-z0-9]|-(?!-)){1,61}[a-z0-9]$/;

describe('containerNameFor', () => {
  it('gives every organisation a valid, readable container of its own', () => {
    expect(containerNameFor('strata-', 't_acme')).toMatch(/^strata-t-acme-[0-9a-f]{8}$/);
    const names = ['a_b', 'a__b', '_a_', 'x'.repeat(63)].map((schema) => containerNameFor('strata-', schema));
    for (const name of names) expect(name, name).toMatch(valid);
    expect(new Set(names).size).toBe(names.length);
    expect(containerNameFor('', '_')).toMatch(valid);
  });

  it('refuses a schema name that is not one', () => {
    expect(() => containerNameFor('strata-', '../etc')).toThrow();
  });
});
