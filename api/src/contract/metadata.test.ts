import { describe, expect, it } from 'vitest';
import { objectSchema, propertySchema } from './metadata.js';

const text = { logicalName: 'title', displayName: 'Title', type: 'String' };

describe('property definitions', () => {
  it('defaults flags to none', () => {
    expect(propertySchema.parse(text).flags).toEqual([]);
  });

  it.each([
    [{ ...text, flags: ['DateOnly'] }, 'flag DateOnly does not apply to type String'],
    [{ ...text, type: 'Lookup' }, 'a Lookup needs targets'],
    [{ ...text, targets: ['account'] }, 'only a Lookup has targets'],
    [{ ...text, type: 'Integer', max: 5 }, 'only a String has max'],
    [{ ...text, type: 'Lookup', targets: ['account'], options: ['a'] }, 'lookup options come in pairs'],
    [{ ...text, logicalName: 'Title' }, 'must match'],
    [{ ...text, logicalName: 'select' }, 'reserved SQL word'],
    [{ ...text, logicalName: 'a'.repeat(64) }, 'must match'],
    [{ ...text, logicalName: 'x"; drop table y; --' }, 'must match'],
    [{ ...text, extra: 1 }, 'Unrecognized key'],
  ])('refuses %j', (input, message) => {
    const result = propertySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join(' | ')).toContain(message);
  });
});

describe('object definitions', () => {
  const base = { logicalName: 'thing', displayName: 'Thing', displayNamePlural: 'Things' };

  it('refuses duplicate property names', () => {
    const result = objectSchema.safeParse({ ...base, properties: [text, text] });
    expect(result.success).toBe(false);
  });

  it('requires a link table to hold exactly two lookups', () => {
    const lookup = (name: string) => ({
      logicalName: name,
      displayName: name,
      type: 'Lookup',
      targets: ['x'],
    });
    expect(
      objectSchema.safeParse({ ...base, type: 'many', properties: [lookup('a'), lookup('b')] }).success,
    ).toBe(true);
    expect(objectSchema.safeParse({ ...base, type: 'many', properties: [lookup('a')] }).success).toBe(false);
    expect(
      objectSchema.safeParse({ ...base, type: 'many', properties: [lookup('a'), lookup('b'), text] }).success,
    ).toBe(false);
  });
});
