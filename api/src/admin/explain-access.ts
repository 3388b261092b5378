import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext, DataServices } from '../context/data-context.js';
import { levelOf, type Operation, type PermissionLevel } from '../contract/roles.js';
import { objectNotFound, recordNotFound } from '../errors/common-errors.js';
import { levelFor, parseRoleBody } from '../permissions/effective-permissions.js';
import { recordAccess } from '../permissions/record-access.js';
import { allowedRows } from '../permissions/row-access.js';

const operations: Operation[] = ['create', 'read', 'update', 'delete'];

/** Why one operation is allowed or not, in terms the role editor shows (see explainAccess). */
export type OperationVerdict = {
  operation: Operation;
  allowed: boolean;
  level: PermissionLevel;
  /** The roles that give this level (the best of all roles decides). */
  roles: string[];
  rule:
    | 'disabled'
    | 'admin'
    | 'none'
    | 'organisation'
    | 'linkTable'
    | 'owner'
    | 'team'
    | 'customOwner'
    | 'privateView'
    | 'create';
  /** The field compared with the user at owner, team or custom-owner level. */
  ownerField?: string;
};

export type AccessExplanation = {
  user: { id: string; name: string | null; active: boolean; isAdmin: boolean };
  record: { entity: string; id: string; ownerId: string | null; ownerName: string | null };
  roles: { name: string; levels: Record<Operation, PermissionLevel> }[];
  operations: OperationVerdict[];
};

const userRow = z.object({ name: z.string().nullable() });
const roleRow = z.object({ name: z.string().nullable(), body: z.string().nullable() });
const verdictRow = z.object({
  read: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  owner: z.string().nullable(),
  ownername: z.string().nullable(),
});

/**
 * "Why can this user (not) see this record?" for an administrator: each operation decided by
 * the very rule every data route applies (permissions/record-access.ts, evaluated in SQL on
 * the row), plus which role gave the level and which ownership rule then applied. A record the
 * user cannot read is still explained: the administrator asks, and may read everything.
 */
export async function explainAccess(
  services: DataServices,
  context: DataContext,
  request: { entity: string; id: string; userId: string },
): Promise<AccessExplanation> {
  const { metadata } = context;
  const object = metadata.objects.get(request.entity);
  if (!object) throw objectNotFound(request.entity);
  const schema = context.tenant.schemaName;
  const user = await services.pool.maybeOne(sql.type(userRow)`
    SELECT name FROM ${sql.identifier([schema, 'systemuser'])} WHERE id = ${request.userId}`);
  if (!user) throw recordNotFound({ userId: request.userId });
  const permissions = await services.permissions.get(context.tenant, request.userId);
  const subject = { userId: request.userId, permissions, metadata };
  const access = (operation: Operation) => recordAccess(subject, object.logicalName, operation);
  const t0 = sql.identifier(['t0']);
  const hasOwner = metadata.properties.get(object.logicalName)?.has('ownerid') ?? false;
  const owner = hasOwner ? sql.fragment`t0.ownerid` : sql.fragment`NULL::uuid`;
  const row = await services.pool.maybeOne(sql.type(verdictRow)`
    SELECT ${allowedRows(access('read'), t0)} AS read, ${allowedRows(access('update'), t0)} AS update,
      ${allowedRows(access('delete'), t0)} AS delete, ${owner}::text AS owner,
      (SELECT u.name FROM ${sql.identifier([schema, 'systemuser'])} u WHERE u.id = ${owner}) AS ownername
    FROM ${sql.identifier([schema, object.logicalName])} t0 WHERE t0.id = ${request.id}`);
  if (!row) throw recordNotFound({ id: request.id });

  const roles = await services.pool.any(sql.type(roleRow)`
    SELECT r.name, r.body FROM ${sql.identifier([schema, 'inu_userroles'])} ur
    JOIN ${sql.identifier([schema, 'inu_role'])} r ON r.id = ur.roleid
    WHERE ur.systemuserid = ${request.userId} AND r.statecode = 0 ORDER BY r.name`);
  const roleLevels = roles.map((role) => {
    const mask = parseRoleBody(role.body)?.permissions[object.logicalName] ?? 0;
    const levels = Object.fromEntries(
      operations.map((operation) => [operation, role.name === 'admin' ? 3 : levelOf(mask, operation)]),
    ) as Record<Operation, PermissionLevel>;
    return { name: role.name ?? '', levels };
  });

  const verdict = (operation: Operation): OperationVerdict => {
    const level = permissions.active ? levelFor(permissions, object.logicalName, operation) : 0;
    const givers = roleLevels
      .filter((role) => level > 0 && role.levels[operation] === level)
      .map((r) => r.name);
    const allowed = operation === 'create' ? level > 0 : row[operation];
    const base = { operation, allowed, level, roles: givers };
    if (!permissions.active) return { ...base, rule: 'disabled' };
    if (permissions.isAdmin) return { ...base, rule: 'admin' };
    if (level === 0) return { ...base, rule: 'none' };
    if (operation === 'create') return { ...base, rule: 'create' };
    if (object.type === 'many') return { ...base, rule: 'linkTable' };
    const custom = permissions.owners.find(
      (rule) => rule.objectName === object.logicalName && rule.operation === operation,
    );
    const ownerField = custom?.fieldName ?? (object.logicalName === 'systemuser' ? 'id' : 'ownerid');
    if (custom) return { ...base, rule: 'customOwner', ownerField };
    if (level === 3)
      return {
        ...base,
        rule: object.logicalName === 'inu_view' && !allowed ? 'privateView' : 'organisation',
      };
    return { ...base, rule: level === 2 ? 'team' : 'owner', ownerField };
  };
  return {
    user: { id: request.userId, name: user.name, active: permissions.active, isAdmin: permissions.isAdmin },
    record: { entity: object.logicalName, id: request.id, ownerId: row.owner, ownerName: row.ownername },
    roles: roleLevels,
    operations: operations.map(verdict),
  };
}
