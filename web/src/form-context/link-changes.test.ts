import { describe, expect, it } from 'vitest';
import { isLinked, linkOperations, linksModified, noLinkChanges, toggleLink } from './link-changes.js';
import { linkSides } from './link-sides.js';

const sides = {
  linkObject: 'inu_userroles',
  ownField: 'systemuserid',
  itemField: 'roleid',
  itemObject: 'inu_role',
};
const adminLink = { id: 'l1', versionnumber: 1, itemId: 'admin' };
const salesLink = { id: 'l2', versionnumber: 3, itemId: 'sales' };

describe('many-to-many links', () => {
  it('is unmodified until something is toggled, and again once it is toggled back', () => {
    const none = noLinkChanges(sides);
    expect(linksModified(none)).toBe(false);
    expect(linksModified(undefined)).toBe(false);
    expect(linkOperations(none, 'u1')).toEqual([]);
    const back = toggleLink(toggleLink(none, 'sales', salesLink), 'sales', salesLink);
    expect(linksModified(back)).toBe(false);
    expect(linksModified(toggleLink(toggleLink(none, 'manager', null), 'manager', null))).toBe(false);
  });

  it('shows an item checked by its stored link with the pending toggle applied', () => {
    const state = toggleLink(toggleLink(noLinkChanges(sides), 'sales', salesLink), 'manager', null);
    expect(isLinked(state, 'admin', adminLink)).toBe(true);
    expect(isLinked(state, 'sales', salesLink)).toBe(false);
    expect(isLinked(state, 'manager', null)).toBe(true);
    expect(isLinked(state, 'guest', null)).toBe(false);
    // no toggles at all: as stored
    expect(isLinked(undefined, 'admin', adminLink)).toBe(true);
    expect(isLinked(undefined, 'guest', null)).toBe(false);
  });

  it('creates links for newly checked items and deletes the rows of unchecked ones', () => {
    const state = toggleLink(toggleLink(noLinkChanges(sides), 'manager', null), 'sales', salesLink);
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
