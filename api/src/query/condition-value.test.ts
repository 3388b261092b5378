import { describe, expect, it } from 'vitest';
import type { PropertyDefinition } from '../contract/metadata.js';
import { conditionValue } from './condition-value.js';

const property = (
  type: PropertyDefinition['type'],
  flags: PropertyDefinition['flags'] = [],
): PropertyDefinition => ({
  logicalName: 'field',
  displayName: 'Field',
  type,
  flags,
  ...(type === 'Lookup' ? { targets: ['account', 'contact'] } : {}),
});

const accepted = (p: PropertyDefinition, input: unknown) => {
  const result = conditionValue(p, input);
  if (!result.ok) throw new Error(`expected ok, got ${result.reason}`);
  return result.value;
};
const reason = (p: PropertyDefinition, input: unknown) => {
  const result = conditionValue(p, input);
  return result.ok ? undefined : result.reason;
};

describe('conditionValue', () => {
  it('takes strings up to 4000 characters without NUL', () => {
    expect(accepted(property('String'), "o'Neil; --")).toBe("o'Neil; --");
    expect(reason(property('String'), 'x'.repeat(4001))).toMatch(/longer/);
    expect(reason(property('String'), 'a\u0000b')).toBe('text');
    expect(reason(property('String'), '\udc00')).toBe('text');
    expect(reason(property('String'), 5)).toBe('expected text');
    expect(reason(property('String'), { a: 1 })).toBe('expected text');
  });

  it('takes 32-bit integers for Integer, safe integers for VersionNumber', () => {
    expect(accepted(property('Integer'), -2_147_483_648)).toBe(-2_147_483_648);
    expect(reason(property('Integer'), 2_147_483_648)).toMatch(/range/);
    expect(reason(property('Integer'), 1.5)).toBe('expected an integer');
    expect(reason(property('Integer'), '1')).toBe('expected an integer');
    expect(accepted(property('VersionNumber'), 2 ** 40)).toBe(2 ** 40);
    expect(reason(property('VersionNumber'), 2 ** 60)).toBe('expected an integer');
  });

  it('takes finite numbers for Decimal, Money and Float', () => {
    for (const type of ['Decimal', 'Money', 'Float'] as const) {
      expect(accepted(property(type), 1e20)).toBe(1e20);
      expect(reason(property(type), Number.NaN)).toBe('expected a number');
      expect(reason(property(type), Number.POSITIVE_INFINITY)).toBe('expected a number');
      expect(reason(property(type), '1')).toBe('expected a number');
    }
  });

  it('takes booleans only for Boolean', () => {
    expect(accepted(property('Boolean'), false)).toBe(false);
    expect(reason(property('Boolean'), 0)).toBe('expected true or false');
    expect(reason(property('Boolean'), 'true')).toBe('expected true or false');
  });

  it('normalises date and time to UTC, reading a missing offset as UTC', () => {
    const dateTime = property('DateTime');
    expect(accepted(dateTime, '2026-11-22')).toBe('2026-11-22T00:00:00.000Z');
    expect(accepted(dateTime, '2026-11-22 10:30')).toBe('2026-11-22T10:30:00.000Z');
    expect(accepted(dateTime, '2026-11-22T10:30:15.123456+0130')).toBe('2026-11-22T09:00:15.123Z');
    expect(accepted(dateTime, '0001-01-01T00:00:00Z')).toBe('0001-01-01T00:00:00.000Z');
    expect(reason(dateTime, '2026-02-29')).toBe('not a valid date');
    expect(reason(dateTime, '2026-11-22T24:00:00Z')).toBe('not a valid time');
    expect(reason(dateTime, '2026-11-22T10:00:00+15:00')).toBe('not a valid time zone offset');
    expect(reason(dateTime, '0001-01-01T00:00:00+01:00')).toBe('date out of range');
    expect(reason(dateTime, '9999-12-31T23:00:00-14:00')).toBe('date out of range');
    expect(reason(dateTime, 'yesterday')).toMatch(/ISO 8601/);
    expect(reason(dateTime, 1_700_000_000_000)).toMatch(/ISO 8601/);
  });

  it('takes only a calendar day for DateOnly', () => {
    const dateOnly = property('DateTime', ['DateOnly']);
    expect(accepted(dateOnly, '2024-02-29')).toBe('2024-02-29');
    expect(reason(dateOnly, '2023-02-29')).toBe('not a valid date');
    expect(reason(dateOnly, '0000-01-01')).toBe('not a valid date');
    expect(reason(dateOnly, '2024-02-01T00:00:00Z')).toMatch(/YYYY-MM-DD/);
  });

  it('takes a uuid or {id} for lookups and a uuid for Guid, lower-cased', () => {
    const id = 'ABCDEF01-2345-4678-89AB-CDEF01234567';
    expect(accepted(property('Guid'), id)).toBe(id.toLowerCase());
    expect(accepted(property('Lookup'), id)).toBe(id.toLowerCase());
    expect(accepted(property('Lookup'), { id, name: 'contact', label: 'Ann' })).toBe(id.toLowerCase());
    expect(reason(property('Guid'), { id })).toMatch(/uuid/);
    expect(reason(property('Lookup'), [id])).toMatch(/uuid/);
    expect(reason(property('Lookup'), { id: 5 })).toMatch(/uuid/);
    expect(reason(property('Lookup'), `${id}'`)).toMatch(/uuid/);
  });

  it('compares no Binary value', () => {
    expect(reason(property('Binary'), 'AAAA')).toMatch(/Binary/);
  });

  it('needs a value', () => {
    expect(reason(property('String'), null)).toBe('expected a value');
    expect(reason(property('String'), undefined)).toBe('expected a value');
  });
});
