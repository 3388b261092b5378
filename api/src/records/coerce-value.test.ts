import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PropertyDefinition, propertyFlags, propertyTypes } from '../contract/metadata.js';
import { coerceValue } from './coerce-value.js';

const property = (
  type: PropertyDefinition['type'],
  extra: Partial<PropertyDefinition> = {},
): PropertyDefinition => ({
  logicalName: 'field',
  displayName: 'Field',
  type,
  flags: [],
  ...(type === 'Lookup' ? { targets: ['account'] } : {}),
  ...extra,
});

const ok = (p: PropertyDefinition, value: unknown) => {
  const result = coerceValue(p, value);
  if (!result.ok) throw new Error(`expected ok, got ${result.reason}`);
  return result.value;
};
const refused = (p: PropertyDefinition, value: unknown) => {
  const result = coerceValue(p, value);
  return result.ok ? undefined : result.reason;
};

describe('coerceValue', () => {
  it('passes null through for every type', () => {
    for (const type of propertyTypes.filter((t) => t !== 'VersionNumber'))
      expect(ok(property(type), null)).toBeNull();
  });

  it('keeps strings within max', () => {
    expect(ok(property('String', { max: 3 }), 'abc')).toBe('abc');
    expect(refused(property('String', { max: 3 }), 'abcd')).toContain('longer than 3');
    expect(refused(property('String'), 5)).toBe('expected text');
    // the text rule (contract/safe-text.ts), its reason translated
    expect(refused(property('String'), 'a\u0000b')).toBe('text');
    expect(refused(property('String'), 'a\ud800')).toBe('text');
  });

  it('checks JSON text and serialises objects for Json fields', () => {
    const json = property('String', { flags: ['Json'] });
    expect(ok(json, { a: 1 })).toBe('{"a":1}');
    expect(refused(json, '{oops')).toBe('expected JSON text');
  });

  it('limits option sets to their options unless write-in', () => {
    const options = property('Integer', { flags: ['OptionSet'], richOptions: [{ value: 1, label: 'One' }] });
    expect(ok(options, 1)).toBe(1);
    expect(refused(options, 2)).toContain('not one of the options');
    const writeIn = property('String', { flags: ['OptionSet', 'WriteIn'], options: ['a'] });
    expect(ok(writeIn, 'anything')).toBe('anything');
  });

  it('takes integers only for Integer', () => {
    expect(refused(property('Integer'), 1.5)).toBe('expected an integer');
    expect(refused(property('Integer'), '1')).toBe('expected an integer');
    expect(refused(property('Integer'), 2 ** 31)).toBe('integer out of range');
  });

  it('keeps decimals within numeric(23,10)', () => {
    expect(ok(property('Money'), 12.5)).toBe(12.5);
    expect(refused(property('Decimal'), 1e13)).toBe('number out of range');
    expect(refused(property('Float'), Number.NaN)).toBe('expected a number');
  });

  it('normalises date-times to ISO and validates date-only values', () => {
    expect(ok(property('DateTime'), '2026-11-22T10:00:00+01:00')).toBe('2026-11-22T09:00:00.000Z');
    expect(ok(property('DateTime'), '2026-11-22')).toBe('2026-11-22T00:00:00.000Z');
    expect(refused(property('DateTime'), 'yesterday')).toContain('ISO 8601');
    const dateOnly = property('DateTime', { flags: ['DateOnly'] });
    expect(ok(dateOnly, '2024-02-29')).toBe('2024-02-29');
    expect(refused(dateOnly, '2023-02-29')).toBe('not a valid date');
  });

  it('reads a date-time without an offset as UTC, whatever the server’s time zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(ok(property('DateTime'), '2026-11-22T10:00')).toBe('2026-11-22T10:00:00.000Z');
      expect(ok(property('DateTime', { flags: ['DateOnly'] }), '2026-11-22T23:30:00-05:00')).toBe(
        '2026-11-22',
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('accepts lookups as an id or {id, name} and checks the target', () => {
    const id = '8b95bc9a-6ce7-4cb4-bb61-5c41d91832e5';
    expect(ok(property('Lookup'), id)).toBe(id);
    expect(ok(property('Lookup'), { id, name: 'account', label: 'Acme' })).toBe(id);
    expect(refused(property('Lookup'), { id, name: 'contact' })).toContain('target');
    const multi = property('Lookup', { targets: ['account', 'contact'] });
    expect(refused(multi, id)).toContain('multi-target');
    expect(coerceValue(multi, { id, name: 'contact' })).toMatchObject({ ok: true, target: 'contact' });
  });

  it('never sets a version number', () => {
    expect(refused(property('VersionNumber'), 3)).toContain('server');
  });

  it('never throws, whatever the input', () => {
    const anyProperty = fc.record({
      type: fc.constantFrom(...propertyTypes),
      flags: fc.subarray([...propertyFlags]),
      max: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(anyProperty, fc.anything(), (shape, value) => {
        const definition = property(shape.type, {
          flags: shape.flags,
          ...(shape.max ? { max: shape.max } : {}),
        });
        const result = coerceValue(definition, value);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 2000 },
    );
  });
});
