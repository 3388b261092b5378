import { type IdentifierSqlToken, sql } from 'slonik';
import type { Operation } from '../contract/roles.js';
import { scriptViewKind } from '../contract/views.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import { type EffectivePermissions, levelFor } from './effective-permissions.js';
import type { RowAccess, RowAccessResolver } from './row-access.js';

export type AccessSubject = {
  userId: string;
  permissions: EffectivePermissions;
  metadata: TenantMetadata;
};

/**
 * Which rows of an entity a user may touch for an operation, as one rule for reads, updates and
 * deletes alike (spec 000 section 6, with Dataverse's meaning for reads):
 * - level 0: none; level 3: all;
 * - level 1 (owner): rows whose owner field is the user;
 * - level 2 (business unit): rows owned by the user or by a member of one of the user's teams;
 * - a custom owner rule for (entity, operation) names the owner field and applies at any level;
 * - the owner field is ownerid, or id for systemuser (a user "owns" their own user record);
 * - link tables (type many) have no owner: any level above 0 admits every row.
 * The admin role sees everything.
 * On top of that, a private view (inu_view.isprivate) is its owner's alone: no role level
 * reaches another user's private view, only the admin role does. And a view named by Special
 * Views (inu_view_permission rows) is seen only by holders of one of the roles they name (and
 * by its owner and the admin role); a view no row names is seen as the role levels say.
 */
export function recordAccess(subject: AccessSubject, entity: string, operation: Operation): RowAccess {
  const access = roleAccess(subject, entity, operation);
  if (entity !== 'inu_view' || subject.permissions.isAdmin) return access;
  const visible = visibleViewsOnly(access, subject.userId, subject.metadata.schema);
  return operation === 'update' || operation === 'delete'
    ? writableViewsOnly(visible, privateViewsOnly(subject.permissions, operation))
    : visible;
}

/**
 * A role below organisation level on inu_view writes only private views (issue 35 item 1,
 * records/view-write-rules.ts): its views are its own, never what other users load.
 */
export function privateViewsOnly(permissions: EffectivePermissions, operation: Operation): boolean {
  return !permissions.isAdmin && levelFor(permissions, 'inu_view', operation) < 3;
}

/**
 * What a non-administrator may change or delete of the views it sees: never a script view
 * (code others run: administrators only), and for a private-only role only private views.
 */
function writableViewsOnly(access: RowAccess, privateOnly: boolean): RowAccess {
  if (access.kind === 'none') return access;
  const writable = (table: IdentifierSqlToken) =>
    privateOnly
      ? sql.fragment`(${table}.kind IS DISTINCT FROM ${scriptViewKind} AND ${table}.isprivate IS TRUE)`
      : sql.fragment`${table}.kind IS DISTINCT FROM ${scriptViewKind}`;
  if (access.kind === 'all') return { kind: 'where', predicate: writable };
  const { predicate } = access;
  return { kind: 'where', predicate: (table) => sql.fragment`(${predicate(table)} AND ${writable(table)})` };
}

/** A public view the Special Views let the user see: no row names it, or one names a role of theirs. */
export function specialViewAllowed(schema: string, userId: string, table: IdentifierSqlToken) {
  const grants = sql.identifier([schema, 'inu_view_permission']);
  const userRoles = sql.identifier([schema, 'inu_userroles']);
  return sql.fragment`(NOT EXISTS (SELECT 1 FROM ${grants} g WHERE g.viewid = ${table}.id AND g.statecode = 0)
    OR EXISTS (SELECT 1 FROM ${grants} g JOIN ${userRoles} ur ON ur.roleid = g.roleid
      WHERE g.viewid = ${table}.id AND g.statecode = 0 AND ur.systemuserid = ${userId}))`;
}

function visibleViewsOnly(access: RowAccess, userId: string, schema: string): RowAccess {
  if (access.kind === 'none') return access;
  const visible = (table: IdentifierSqlToken) =>
    sql.fragment`(${table}.ownerid = ${userId} OR (${table}.isprivate IS NOT TRUE AND ${specialViewAllowed(schema, userId, table)}))`;
  if (access.kind === 'all') return { kind: 'where', predicate: visible };
  const { predicate } = access;
  return { kind: 'where', predicate: (table) => sql.fragment`(${predicate(table)} AND ${visible(table)})` };
}

/** What the user's roles alone allow (see recordAccess). */
function roleAccess(subject: AccessSubject, entity: string, operation: Operation): RowAccess {
  const { permissions, metadata, userId } = subject;
  const object = metadata.objects.get(entity);
  if (!object) return { kind: 'none' };
  if (permissions.isAdmin) return { kind: 'all' };
  const level = levelFor(permissions, entity, operation);
  if (level === 0) return { kind: 'none' };
  if (object.type === 'many') return { kind: 'all' };

  const rule = permissions.owners.find((r) => r.objectName === entity && r.operation === operation);
  if (level === 3 && !rule) return { kind: 'all' };
  const ownerField = rule?.fieldName ?? (entity === 'systemuser' ? 'id' : 'ownerid');
  // A rule naming a field the entity lacks admits nothing rather than everything.
  if (!metadata.properties.get(entity)?.has(ownerField)) return { kind: 'none' };

  const teamIds = level === 2 ? permissions.teamIds : [];
  const memberships = sql.identifier([metadata.schema, 'systemuser_teams']);
  return {
    kind: 'where',
    predicate: (table: IdentifierSqlToken) => {
      const column = sql.fragment`${table}.${sql.identifier([ownerField])}`;
      if (teamIds.length === 0) return sql.fragment`${column} = ${userId}`;
      return sql.fragment`(${column} = ${userId} OR ${column} IN (
        SELECT m.systemuserid FROM ${memberships} m WHERE m.teamid = ANY(${sql.array([...teamIds], 'uuid')})))`;
    },
  };
}

/** The resolver the query compiler takes: read access per entity for this user. */
export function readAccessResolver(subject: AccessSubject): RowAccessResolver {
  const cache = new Map<string, RowAccess>();
  return (entity) => {
    let access = cache.get(entity);
    if (!access) {
      access = recordAccess(subject, entity, 'read');
      cache.set(entity, access);
    }
    return access;
  };
}
