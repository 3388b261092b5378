import { maskOf } from '@strata/api/contract/permission-mask';
import { describe, expect, it } from 'vitest';
import { recordRights } from './record-rights.js';

const me = 'u-me';
const mine = { id: 'r1', ownerid: { id: me, name: 'systemuser', label: 'Me' } };
const theirs = { id: 'r2', ownerid: { id: 'u-other', name: 'systemuser', label: 'Other' } };

describe('recordRights', () => {
  it('limits owner-level update and delete to the user’s own records', () => {
    const permDict = { account: maskOf({ create: 1, read: 1, update: 1, delete: 1 }) };
    const rights = (record: Record<string, unknown>) =>
      recordRights({ permDict, owners: [], entity: 'account', record, userId: me });
    expect(rights(mine)).toEqual({ canCreate: true, canUpdate: true, canDelete: true });
    expect(rights(theirs)).toEqual({ canCreate: true, canUpdate: false, canDelete: false });
  });
  it('gives organisation level everything and no rights nothing', () => {
    const org = { account: maskOf({ create: 3, read: 3, update: 3, delete: 3 }) };
    expect(
      recordRights({ permDict: org, owners: [], entity: 'account', record: theirs, userId: me }),
    ).toEqual({
      canCreate: true,
      canUpdate: true,
      canDelete: true,
    });
    expect(recordRights({ permDict: {}, owners: [], entity: 'account', record: mine, userId: me })).toEqual({
      canCreate: false,
      canUpdate: false,
      canDelete: false,
    });
  });
  it('leaves what only the server writes (the Triggers Log) read-only, even for full rights', () => {
    const all = { inu_asyncaction: maskOf({ create: 3, read: 3, update: 3, delete: 3 }) };
    expect(
      recordRights({ permDict: all, owners: [], entity: 'inu_asyncaction', record: mine, userId: me }),
    ).toEqual({ canCreate: false, canUpdate: false, canDelete: false });
  });
  it('applies custom owner rules, and systemuser records are owned by their own id', () => {
    const permDict = { workorder: maskOf({ create: 3, read: 3, update: 3, delete: 3 }) };
    const owners = [{ objectName: 'workorder', operation: 'update', fieldName: 'technicianid' }];
    const record = { id: 'w', technicianid: { id: me, name: 'systemuser' }, ownerid: theirs.ownerid };
    const rights = recordRights({ permDict, owners, entity: 'workorder', record, userId: me });
    expect(rights.canUpdate).toBe(true);
    expect(
      recordRights({ permDict, owners, entity: 'workorder', record: theirs, userId: me }).canUpdate,
    ).toBe(false);
    const users = { systemuser: maskOf({ create: 0, read: 1, update: 1, delete: 0 }) };
    expect(
      recordRights({ permDict: users, owners: [], entity: 'systemuser', record: { id: me }, userId: me })
        .canUpdate,
    ).toBe(true);
  });
});
