import { describe, expect, it } from 'vitest';
import {
  cycleColumn,
  cycleRow,
  levelAt,
  parseRoleModel,
  serializeRoleModel,
  setLevel,
} from './role-model.js';

describe('role model', () => {
  it('reads the current body and the older plain map, and refuses anything else', () => {
    expect(parseRoleModel('{"permissions":{"account":4403},"owners":[]}')).toEqual({
      permissions: { account: 4403 },
      owners: [],
    });
    expect(parseRoleModel('{"account":48}')).toEqual({ permissions: { account: 48 }, owners: [] });
    expect(parseRoleModel('')).toEqual({ permissions: {}, owners: [] });
    expect(parseRoleModel('{"account":"all"}')).toBeNull();
    expect(parseRoleModel('[1]')).toBeNull();
    expect(parseRoleModel('{')).toBeNull();
  });

  it('writes the current format, leaving out entities without rights', () => {
    const model = setLevel({ permissions: { lead: 0, account: 48 }, owners: [] }, 'contact', 'read', 2);
    expect(JSON.parse(serializeRoleModel(model))).toEqual({ permissions: { account: 48, contact: 0x20 } });
  });

  it('sets one cell, cycles a whole row and a whole column', () => {
    let model = setLevel({ permissions: { account: 0x1133 }, owners: [] }, 'account', 'update', 3);
    expect(model.permissions.account).toBe(0x1333);
    model = cycleRow(model, 'account'); // create was 3: everything to none
    expect(model.permissions.account).toBe(0);
    model = cycleRow(model, 'account');
    expect(model.permissions.account).toBe(0x1111);
    model = cycleColumn(model, ['account', 'contact'], 'read');
    expect(levelAt(model, 'account', 'read')).toBe(2);
    expect(levelAt(model, 'contact', 'read')).toBe(2);
    expect(levelAt(model, 'contact', 'create')).toBe(0);
  });
});
