import { describe, expect, it } from 'vitest';
import { canDo, hasPermissions } from './permissions.js';

// create owner (1), read organisation (3), update none, delete business unit (2)
const permDict = { account: 0x2031 };

describe('permission strings', () => {
  it('reads operation levels from the mask', () => {
    expect(canDo(permDict, 'account', 'create')).toBe(true);
    expect(canDo(permDict, 'account', 'read')).toBe(true);
    expect(canDo(permDict, 'account', 'update')).toBe(false);
    expect(canDo(permDict, 'account', 'delete')).toBe(true);
    expect(canDo(permDict, 'contact', 'read')).toBe(false);
  });

  it('needs every entity;operation pair', () => {
    expect(hasPermissions(permDict, undefined)).toBe(true);
    expect(hasPermissions(permDict, '')).toBe(true);
    expect(hasPermissions(permDict, 'account;1')).toBe(true);
    expect(hasPermissions(permDict, 'account;0;account;3')).toBe(true);
    expect(hasPermissions(permDict, 'account;1;account;2')).toBe(false);
    expect(hasPermissions(permDict, 'contact;1')).toBe(false);
  });

  it('denies malformed strings and honours allowNew?', () => {
    expect(hasPermissions(permDict, 'account')).toBe(false);
    expect(hasPermissions(permDict, 'account;9')).toBe(false);
    expect(hasPermissions(permDict, 'account;x')).toBe(false);
    expect(hasPermissions(permDict, 'allowNew?;account;0')).toBe(false);
    expect(hasPermissions(permDict, 'allowNew?;account;0', { isNew: true })).toBe(true);
  });
});
