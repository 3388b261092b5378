import { sql } from 'slonik';
import { describe, expect, it } from 'vitest';
import { maskOf } from '../contract/roles.js';
import { buildTenantMetadata } from '../metadata/tenant-metadata.js';
import { systemObjects } from '../migrations/system-objects.js';
import { loadTemplate } from '../templates/load-template.js';
import type { EffectivePermissions } from './effective-permissions.js';
import { recordAccess } from './record-access.js';
import { allowedRows, type RowAccess } from './row-access.js';

const metadata = buildTenantMetadata('tenant-id', 'tenant_x', [
  ...systemObjects().values(),
  ...loadTemplate('crm').entities,
]);
const alias = sql.identifier(['t0']);
const user = '00000000-0000-4000-8000-000000000001';

function permissions(
  masks: Record<string, number>,
  extra: Partial<EffectivePermissions> = {},
): EffectivePermissions {
  return {
    active: true,
    isAdmin: false,
    masks: new Map(Object.entries(masks)),
    owners: [],
    teamIds: [],
    apps: [],
    roles: ['r'],
    ...extra,
  };
}

const access = (p: EffectivePermissions, entity: string, operation: 'read' | 'update' | 'delete' = 'read') =>
  recordAccess({ userId: user, permissions: p, metadata }, entity, operation);
const condition = (rows: RowAccess) => sql.unsafe`${allowedRows(rows, alias)}`;

describe('allowedRows fails closed', () => {
  it('admits nothing for none, everything for all, the predicate for where', () => {
    expect(condition({ kind: 'none' }).sql).toBe('FALSE');
    expect(condition({ kind: 'all' }).sql).toBe('TRUE');
    expect(condition(access(permissions({ account: maskOf({ read: 1 }) }), 'account')).sql).toContain(
      '"t0"."ownerid" = $slonik_1',
    );
  });
});

describe('recordAccess', () => {
  it('gives none without a right, for an unknown entity, and to nobody for a rule naming a missing field', () => {
    expect(access(permissions({}), 'account').kind).toBe('none');
    expect(access(permissions({ account: maskOf({ read: 3 }) }), 'no_such_entity').kind).toBe('none');
    const rule = { objectName: 'account', operation: 'read' as const, fieldName: 'no_such_field' };
    expect(access(permissions({ account: maskOf({ read: 3 }) }, { owners: [rule] }), 'account').kind).toBe(
      'none',
    );
  });

  it('gives all at organisation level and to the admin role', () => {
    expect(access(permissions({ account: maskOf({ read: 3 }) }), 'account').kind).toBe('all');
    expect(access(permissions({}, { isAdmin: true }), 'account', 'delete').kind).toBe('all');
  });

  it('checks each operation by its own level', () => {
    const reader = permissions({ account: maskOf({ read: 3 }) });
    expect(access(reader, 'account', 'read').kind).toBe('all');
    expect(access(reader, 'account', 'update').kind).toBe('none');
    expect(access(reader, 'account', 'delete').kind).toBe('none');
  });

  it("keeps others' private views from everyone but the admin role", () => {
    const viewer = permissions({ inu_view: maskOf({ read: 3 }) });
    expect(condition(access(viewer, 'inu_view')).sql).toContain('isprivate IS NOT TRUE');
    expect(access(permissions({}, { isAdmin: true }), 'inu_view').kind).toBe('all');
  });

  it('lets a business-unit level reach the rows of team members', () => {
    const member = permissions(
      { account: maskOf({ read: 2 }) },
      { teamIds: ['00000000-0000-4000-8000-0000000000aa'] },
    );
    expect(condition(access(member, 'account')).sql).toContain('systemuser_teams');
  });
});
