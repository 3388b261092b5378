import { describe, expect, it } from 'vitest';
import { fullOrganizationMask, levelOf, maskOf, normalizeRoleBody, roleBodySchema } from './roles.js';

describe('permission masks', () => {
  it('places each operation in its own 4-bit slot (spec: admin mask 13107)', () => {
    expect(fullOrganizationMask).toBe(13107);
    expect(maskOf({ create: 3, read: 3, update: 3, delete: 3 })).toBe(13107);
    expect(maskOf({ create: 3, read: 3, update: 1, delete: 1 })).toBe(4403);
  });

  it('reads levels back', () => {
    const mask = maskOf({ create: 1, read: 2, update: 3 });
    expect([
      levelOf(mask, 'create'),
      levelOf(mask, 'read'),
      levelOf(mask, 'update'),
      levelOf(mask, 'delete'),
    ]).toEqual([1, 2, 3, 0]);
  });

  it('refuses bits outside the level slots', () => {
    expect(roleBodySchema.safeParse({ permissions: { account: 4 } }).success).toBe(false);
    expect(roleBodySchema.safeParse({ permissions: { account: 13108 } }).success).toBe(false);
  });

  it('accepts the older plain map and normalises it', () => {
    const body = roleBodySchema.parse({ account: 4403 });
    expect(normalizeRoleBody(body)).toEqual({ permissions: { account: 4403 } });
  });
});
