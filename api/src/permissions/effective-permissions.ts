import { sql } from 'slonik';
import { z } from 'zod';
import {
  type CustomOwnerRule,
  fullOrganizationMask,
  levelOf,
  maskOf,
  normalizeRoleBody,
  type Operation,
  operationPositions,
  type PermissionLevel,
  roleBodySchema,
} from '../contract/roles.js';
import { adminOnlyEntities } from '../contract/server-written.js';
import type { Queryable } from '../db/types.js';

/** What one user may do in one tenant: the highest level per entity and operation over their roles. */
export type EffectivePermissions = {
  /** The user exists and is not disabled: otherwise they have no access at all (and no roles). */
  active: boolean;
  /** Holds the role named admin: organisation level on everything, and the Customize app. */
  isAdmin: boolean;
  masks: ReadonlyMap<string, number>;
  owners: readonly CustomOwnerRule[];
  /** Loaded only when some right is at business-unit level (2). */
  teamIds: readonly string[];
  /** App names of the user's roles. */
  apps: readonly string[];
  roles: readonly string[];
};

const roleRow = z.object({
  name: z.string().nullable(),
  body: z.string().nullable(),
  app: z.string().nullable(),
});
const operations: Operation[] = ['create', 'read', 'update', 'delete'];
const noAccess: EffectivePermissions = {
  active: false,
  isAdmin: false,
  masks: new Map(),
  owners: [],
  teamIds: [],
  apps: [],
  roles: [],
};

export async function loadEffectivePermissions(
  db: Queryable,
  schema: string,
  userId: string,
): Promise<EffectivePermissions> {
  const disabled = await db.maybeOneFirst(sql.type(z.object({ disabled: z.boolean() }))`
    SELECT COALESCE(isdisabled, false) AS disabled FROM ${sql.identifier([schema, 'systemuser'])}
    WHERE id = ${userId}`);
  // a user deleted or disabled keeps no right, whatever roles still name them
  if (disabled === null || disabled === true) return noAccess;
  const rows = await db.any(sql.type(roleRow)`
    SELECT r.name, r.body, a.name AS app
    FROM ${sql.identifier([schema, 'inu_userroles'])} ur
    JOIN ${sql.identifier([schema, 'inu_role'])} r ON r.id = ur.roleid
    LEFT JOIN ${sql.identifier([schema, 'inu_app'])} a ON a.id = r.appid
    WHERE ur.systemuserid = ${userId} AND r.statecode = 0`);
  const masks = new Map<string, number>();
  const owners: CustomOwnerRule[] = [];
  let isAdmin = false;
  for (const row of rows) {
    if (row.name === 'admin') isAdmin = true;
    const body = parseRoleBody(row.body);
    if (!body) continue;
    for (const [entity, mask] of Object.entries(body.permissions))
      masks.set(entity, maxMask(masks.get(entity) ?? 0, mask));
    owners.push(...(body.owners ?? []));
  }
  const needsTeams = [...masks.values()].some((mask) => operations.some((op) => levelOf(mask, op) === 2));
  const teamIds = needsTeams
    ? (
        await db.anyFirst(
          sql.type(
            z.object({ teamid: z.string() }),
          )`SELECT teamid FROM ${sql.identifier([schema, 'systemuser_teams'])} WHERE systemuserid = ${userId}`,
        )
      ).map(String)
    : [];
  const apps = [...new Set(rows.map((row) => row.app).filter((app): app is string => app !== null))];
  return { active: true, isAdmin, masks, owners, teamIds, apps, roles: rows.map((row) => row.name ?? '') };
}

/** A stored body that no longer parses grants nothing rather than failing every request. */
export function parseRoleBody(text: string | null) {
  if (!text) return null;
  try {
    const parsed = roleBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? normalizeRoleBody(parsed.data) : null;
  } catch {
    return null;
  }
}

/** The higher level of each operation (spec 000 section 6: the best of all roles). */
function maxMask(a: number, b: number): number {
  const operations = Object.keys(operationPositions) as Operation[];
  return maskOf(Object.fromEntries(operations.map((op) => [op, Math.max(levelOf(a, op), levelOf(b, op))])));
}

export function levelFor(
  permissions: EffectivePermissions,
  entity: string,
  operation: Operation,
): PermissionLevel {
  if (permissions.isAdmin) return 3;
  if (adminOnlyEntities.has(entity)) return 0;
  return levelOf(permissions.masks.get(entity) ?? 0, operation);
}

/** The mask the client sees in permDict: admins get full organisation rights everywhere. */
export function effectiveMask(permissions: EffectivePermissions, entity: string): number {
  if (permissions.isAdmin) return fullOrganizationMask;
  return adminOnlyEntities.has(entity) ? 0 : (permissions.masks.get(entity) ?? 0);
}
