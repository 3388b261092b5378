import { describe, expect, it } from 'vitest';
import { canDo, hasPermissions, type PermissionScope } from './permissions.js';

// account: create owner (1), read organisation (3), update none, delete business unit (2);
// contact: none; route_route: update only (spec 002 section 6 'route_route;2').
const permDict = { account: 0x2031, route_route: 0x0200 };

describe('permission strings', () => {
  it('reads operation levels from the mask', () => {
    expect(canDo(permDict, 'account', 'create')).toBe(true);
    expect(canDo(permDict, 'account', 'read')).toBe(true);
    expect(canDo(permDict, 'account', 'update')).toBe(false);
    expect(canDo(permDict, 'account', 'delete')).toBe(true);
    expect(canDo(permDict, 'contact', 'read')).toBe(false);
  });

  // The second token names the operation (0 create, 1 read, 2 update, 3 delete), as the
  // spec's examples read: New needs entity;0, Edit entity;2, the trip panels route_route;2.
  const table: [string | undefined, PermissionScope, boolean][] = [
    [undefined, {}, true],
    ['', {}, true],
    ['account;0', {}, true],
    ['account;1', {}, true],
    ['account;2', {}, false],
    ['account;3', {}, true],
    ['account;0;account;3', {}, true],
    ['account;1;account;2', {}, false],
    ['route_route;2', {}, true],
    ['route_route;0', {}, false],
    ['contact;1', {}, false],
    [' account ; 1 ', {}, true],
    ['account', {}, false],
    ['account;9', {}, false],
    ['account;x', {}, false],
    ['account;12', {}, false],
    // allowNew?: create on the scope's entity, else on the entities the string names
    ['allowNew?', { entity: 'account' }, true],
    ['allowNew?', { entity: 'route_route' }, false],
    ['allowNew?', {}, false],
    ['allowNew?;account;1', {}, true],
    ['allowNew?;route_route;2', {}, false],
    ['allowNew?;route_route;2', { entity: 'account' }, true],
    ['account;1;allowNew?', { entity: 'route_route' }, false],
    ['allowNew?;account', { entity: 'account' }, false],
  ];
  it.each(table)('%j in scope %j is %s', (permissions, scope, expected) => {
    expect(hasPermissions(permDict, permissions, scope)).toBe(expected);
  });
});
