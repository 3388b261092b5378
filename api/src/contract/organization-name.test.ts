import { describe, expect, it } from 'vitest';
import { checkOrganizationName, normalizeOrganizationName } from './organization-name.js';

describe('organisation names', () => {
  it.each(['demo', 'acme', 'a1', 'my-company', 'x'.repeat(63), '0day'])('accepts %s', (name) => {
    expect(checkOrganizationName(name)).toBeNull();
  });

  it.each([
    ['a', 'too short'],
    ['x'.repeat(64), 'too long'],
    ['-acme', 'leading hyphen'],
    ['acme-', 'trailing hyphen'],
    ['ac--me', 'double hyphen'],
    ['ac_me', 'underscore'],
    ['acme.eu', 'dot'],
    ['Acme', 'upper case (callers normalise first)'],
    ['acmé', 'non-ASCII'],
    ['a cme', 'space'],
    ['', 'empty'],
  ])('refuses %s (%s)', (name) => {
    expect(checkOrganizationName(name)).toBe('ERR_ORG_NAME_INVALID');
  });

  it.each(['www', 'api', 'admin', 'app', 'mail', 'static'])('reserves %s', (name) => {
    expect(checkOrganizationName(name)).toBe('ERR_ORG_NAME_RESERVED');
  });

  it('normalises case and surrounding space', () => {
    expect(normalizeOrganizationName('  ACME ')).toBe('acme');
  });
});
