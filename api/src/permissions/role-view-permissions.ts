import { sql } from 'slonik';
import { z } from 'zod';
import { levelOf, maskOf } from '../contract/roles.js';
import type { Queryable } from '../db/types.js';
import { type EffectivePermissions, parseRoleBody } from './effective-permissions.js';

const roleRow = z.object({
  name: z.string().nullable(),
  body: z.string().nullable(),
  app: z.string().nullable(),
});

/** A role as "view as this role" shows it: its name and the rights a viewer gets from it. */
export type RoleView = { name: string; permissions: EffectivePermissions };

/**
 * The rights of one active role, for an administrator who views the data as that role: only
 * the role's read levels (create, update and delete are dropped, so every write is refused by
 * the same checks as any other), never the admin role's everything, and the viewer's own teams
 * for business-unit reads. The viewer stays who they are: at owner level, the records they own
 * are "theirs", so the view shows what they would see holding only this role. Null for a role
 * that does not exist or is inactive.
 */
export async function loadRoleView(
  db: Queryable,
  schema: string,
  roleId: string,
  viewerId: string,
): Promise<RoleView | null> {
  const role = await db.maybeOne(sql.type(roleRow)`
    SELECT r.name, r.body, a.name AS app FROM ${sql.identifier([schema, 'inu_role'])} r
    LEFT JOIN ${sql.identifier([schema, 'inu_app'])} a ON a.id = r.appid
    WHERE r.id = ${roleId} AND r.statecode = 0`);
  if (!role) return null;
  const body = parseRoleBody(role.body);
  const masks = new Map<string, number>();
  for (const [entity, mask] of Object.entries(body?.permissions ?? {})) {
    const read = levelOf(mask, 'read');
    if (read > 0) masks.set(entity, maskOf({ read }));
  }
  const needsTeams = [...masks.values()].some((mask) => levelOf(mask, 'read') === 2);
  const teamIds = needsTeams
    ? await db.anyFirst(sql.type(z.object({ teamid: z.string() }))`
        SELECT teamid FROM ${sql.identifier([schema, 'systemuser_teams'])} WHERE systemuserid = ${viewerId}`)
    : [];
  return {
    name: role.name ?? '',
    permissions: {
      active: true,
      isAdmin: false,
      masks,
      owners: (body?.owners ?? []).filter((rule) => rule.operation === 'read'),
      teamIds: teamIds.map(String),
      apps: role.app ? [role.app] : [],
      roles: [role.name ?? ''],
    },
  };
}
