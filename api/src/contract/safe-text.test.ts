import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDateTime } from './date-time-text.js';
import { objectSchema } from './metadata.js';
import { findUnsafeText, isSafeText, safeText, showableText } from './safe-text.js';

describe('the text rule', () => {
  it('refuses NUL and lone surrogates, keeps paired surrogates (emoji) and everything else', () => {
    expect(isSafeText('plain, čšž, 日本, 😀')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(isSafeText('\ud800')).toBe(false);
    expect(isSafeText('x\udc00')).toBe(false);
    expect(isSafeText('\udc00\ud800')).toBe(false);
    expect(showableText('a\u0000\ud800😀')).toBe('a\uFFFD\uFFFD😀');
  });

  it('finds the path of the first offending key or value', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, 'ok', { c: 'x\u0000' }] })).toEqual(['b', 2, 'c']);
    expect(findUnsafeText({ 'k\u0000': 1 })).toEqual(['k\uFFFD']);
    expect(findUnsafeText('\ud800')).toEqual([]);
    expect(findUnsafeText({ a: 1e308, b: null, c: true, d: 'fine' })).toBeUndefined();
  });

  it('is a zod schema whose issue is the translated reason `text`', () => {
    const parsed = z.object({ name: safeText() }).safeParse({ name: 'a\u0000' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['name'], message: 'text' });
  });

  it('applies to metadata display names and option labels (written by the designer and the CLI)', () => {
    const object = (patch: Record<string, unknown>, property: Record<string, unknown> = {}) =>
      objectSchema.safeParse({
        logicalName: 'visit',
        displayName: 'Visit',
        displayNamePlural: 'Visits',
        properties: [{ logicalName: 'kind', displayName: 'Kind', type: 'String', ...property }],
        ...patch,
      });
    expect(object({}).success).toBe(true);
    expect(object({ displayName: 'Vi\u0000sit' }).error?.issues[0]?.path).toEqual(['displayName']);
    expect(object({}, { displayName: '\ud800' }).error?.issues[0]?.path).toEqual([
      'properties',
      0,
      'displayName',
    ]);
    expect(
      object({}, { flags: ['OptionSet'], richOptions: [{ value: 'a', label: 'A\u0000' }] }).error?.issues[0]
        ?.path,
    ).toEqual(['properties', 0, 'richOptions', 0, 'label']);
    expect(object({}, { options: ['a', 'b\u0000'] }).error?.issues[0]?.path).toEqual([
      'properties',
      0,
      'options',
      1,
    ]);
  });
});

describe('isoDateTime', () => {
  it.each(['2025-01-01T00:00:00Z', '2025-01-01T00:00:00.123456+02:00', '2024-02-29T23:59:59-14:00'])(
    'takes %s as sent',
    (text) => {
      expect(isoDateTime().parse(text)).toBe(text);
    },
  );

  it.each([
    '2025-01-01T00:00:00+99:99',
    '2025-01-01T00:00:00+15:00',
    '2025-01-01T00:00:00+01:60',
    '2025-02-31T00:00:00Z',
    '2025-01-01T24:00:00Z',
    '0001-01-01T00:00:00+01:00',
    '2025-01-01',
    '2025-01-01T00:00:00',
  ])('refuses %s', (text) => {
    expect(isoDateTime().safeParse(text).success).toBe(false);
  });
});
