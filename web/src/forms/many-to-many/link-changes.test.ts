import { describe, expect, it } from 'vitest';
import { type LinkState, linkOperations, linksModified } from './link-changes.js';
import { linkSides } from './link-sides.js';

const base: LinkState = {
  linkObject: 'inu_userroles',
  ownField: 'systemuserid',
  itemField: 'roleid',
  itemObject: 'inu_role',
  loaded: [
    { id: 'l1', versionnumber: 1, itemId: 'admin' },
    { id: 'l2', versionnumber: 3, itemId: 'sales' },
  ],
  selected: new Set(['admin', 'sales']),
};

describe('many-to-many links', () => {
  it('is unmodified while the selection equals the loaded links', () => {
    expect(linksModified(base)).toBe(false);
    expect(linkOperations(base, 'u1')).toEqual([]);
    expect(linksModified({ ...base, selected: new Set(['sales', 'admin']) })).toBe(false);
  });
  it('creates links for new items and deletes the rows of removed ones', () => {
    const state = { ...base, selected: new Set(['admin', 'manager']) };
    expect(linksModified(state)).toBe(true);
    expect(linkOperations(state, 'u1')).toEqual([
      {
        name: 'inu_userroles',
        operation: 'create',
        object: { systemuserid: 'u1', roleid: 'manager' },
      },
      { name: 'inu_userroles', operation: 'delete', object: { id: 'l2', versionnumber: 3 } },
    ]);
  });
  it('finds the two sides of a link table', () => {
    const link = {
      logicalName: 'inu_userroles',
      displayName: 'User Role',
      displayNamePlural: 'User Roles',
      type: 'many' as const,
      properties: [
        {
          logicalName: 'roleid',
          displayName: 'Role',
          type: 'Lookup' as const,
          flags: [],
          targets: ['inu_role'],
        },
        {
          logicalName: 'systemuserid',
          displayName: 'User',
          type: 'Lookup' as const,
          flags: [],
          targets: ['systemuser'],
        },
      ],
    };
    expect(linkSides(link, 'systemuser')).toEqual({
      linkObject: 'inu_userroles',
      ownField: 'systemuserid',
      itemField: 'roleid',
      itemObject: 'inu_role',
    });
    expect(linkSides(link, 'inu_role')?.itemObject).toBe('systemuser');
    expect(linkSides({ ...link, type: 'standard' }, 'systemuser')).toBeNull();
  });
});
