import { sql } from 'slonik';
import { z } from 'zod';
import type { DataContext } from '../context/data-context.js';
import { type Operation, operationPositions } from '../contract/permission-mask.js';
import { levelOf } from '../contract/roles.js';
import type { Queryable } from '../db/types.js';
import type { AppError } from '../errors/app-error.js';
import { forbidden } from '../errors/common-errors.js';
import { levelFor, parseRoleBody } from '../permissions/effective-permissions.js';
import type { PreparedValues } from './write-values.js';

/**
 * Who may change how someone signs in, and who may hand out rights (issue 35 item 2; the
 * Dataverse rule that no one grants more than they hold). Checked on every create, update and
 * delete of systemuser, inu_userroles and inu_role, inside the write's transaction, against
 * the rows as they stand, so every path (a form, /api/update, a batch, an import) is held alike:
 * - a user's email is their sign-in name (passwords, magic links and provider sign-ins are
 *   matched by it): only an administrator changes another user's email, and nobody changes
 *   their own through the data API (POST /api/account/email: password, then a link to the new
 *   address);
 * - nobody below administrator changes an administrator's email or disabled flag, deletes an
 *   administrator, or gives or takes any role of theirs;
 * - nobody below administrator gives or takes the admin role, writes, renames or deletes it,
 *   or writes a role, or links a user to one, that holds any right above the writer's own
 *   (every entity and operation, and every custom owner rule).
 */
export type GuardedWrite = {
  entity: string;
  operation: 'create' | 'update' | 'delete';
  /** the record an update or a delete changes */
  id?: string;
  /** what a create or an update sets */
  values?: PreparedValues;
};

type Reason = 'adminTarget' | 'otherUserEmail' | 'ownEmail' | 'adminRoleGrant' | 'rightsAboveOwn';

function refused(entity: string, reason: Reason, field?: string): AppError {
  return forbidden({ object: entity, reason, ...(field ? { field } : {}) });
}

const adminRoleName = 'admin';
const operations = Object.keys(operationPositions) as Operation[];

const userRow = z.object({ emailaddress: z.string().nullable(), isadmin: z.boolean() });
const roleRow = z.object({ name: z.string().nullable(), body: z.string().nullable() });
const linkRow = z.object({ roleid: z.string().nullable(), systemuserid: z.string().nullable() });

export async function privilegeRefusal(
  db: Queryable,
  context: DataContext,
  write: GuardedWrite,
): Promise<AppError | undefined> {
  switch (write.entity) {
    case 'systemuser':
      return userRefusal(db, context, write);
    case 'inu_userroles':
      return context.permissions.isAdmin ? undefined : linkRefusal(db, context, write);
    case 'inu_role':
      return context.permissions.isAdmin ? undefined : roleRefusal(db, context, write);
    default:
      return undefined;
  }
}

export async function checkPrivileges(
  db: Queryable,
  context: DataContext,
  write: GuardedWrite,
): Promise<void> {
  const refusal = await privilegeRefusal(db, context, write);
  if (refusal) throw refusal;
}

const table = (context: DataContext, name: string) => sql.identifier([context.tenant.schemaName, name]);

/** Whether a user holds the active admin role. */
function isAdminSql(context: DataContext, user: ReturnType<typeof sql.fragment>) {
  return sql.fragment`EXISTS (SELECT 1 FROM ${table(context, 'inu_userroles')} ur
    JOIN ${table(context, 'inu_role')} r ON r.id = ur.roleid AND r.statecode = 0 AND r.name = ${adminRoleName}
    WHERE ur.systemuserid = ${user})`;
}

async function readUser(db: Queryable, context: DataContext, id: string) {
  return db.maybeOne(sql.type(userRow)`
    SELECT u.emailaddress, ${isAdminSql(context, sql.fragment`u.id`)} AS isadmin
    FROM ${table(context, 'systemuser')} u WHERE u.id = ${id}`);
}

async function userRefusal(db: Queryable, context: DataContext, write: GuardedWrite) {
  if (write.operation === 'create' || !write.id) return undefined;
  const { values } = write;
  const changesEmail = values?.has('emailaddress') ?? false;
  const changesState = values?.has('isdisabled') ?? false;
  if (write.operation === 'update' && !changesEmail && !changesState) return undefined;
  const target = await readUser(db, context, write.id);
  if (!target) return undefined; // the write itself reports the missing record
  const writerIsAdmin = context.permissions.isAdmin;
  if (write.operation === 'delete')
    return !writerIsAdmin && target.isadmin ? refused('systemuser', 'adminTarget') : undefined;
  const newEmail = values?.get('emailaddress');
  const emailChanged =
    changesEmail &&
    (typeof newEmail === 'string' ? newEmail.trim().toLowerCase() : null) !==
      (target.emailaddress?.trim().toLowerCase() ?? null);
  if (!writerIsAdmin && target.isadmin && (emailChanged || changesState)) {
    return refused('systemuser', 'adminTarget', emailChanged ? 'emailaddress' : 'isdisabled');
  }
  if (!emailChanged) return undefined;
  if (write.id === context.userId) return refused('systemuser', 'ownEmail', 'emailaddress');
  return writerIsAdmin ? undefined : refused('systemuser', 'otherUserEmail', 'emailaddress');
}

/** Whether a role body holds any right above the writer's own (levels, or owner rules they lack). */
export function exceedsOwnRights(context: DataContext, body: string | null): boolean {
  const parsed = parseRoleBody(body);
  if (!parsed) return false; // a body that does not parse grants nothing (role-body-check refuses new ones)
  const own = context.permissions;
  for (const [entity, mask] of Object.entries(parsed.permissions)) {
    if (operations.some((operation) => levelOf(mask, operation) > levelFor(own, entity, operation)))
      return true;
  }
  return (parsed.owners ?? []).some(
    (rule) =>
      !own.owners.some(
        (mine) =>
          mine.objectName === rule.objectName &&
          mine.operation === rule.operation &&
          mine.fieldName === rule.fieldName,
      ),
  );
}

async function readRole(db: Queryable, context: DataContext, id: unknown) {
  if (typeof id !== 'string') return null;
  return db.maybeOne(
    sql.type(roleRow)`SELECT name, body FROM ${table(context, 'inu_role')} WHERE id = ${id}`,
  );
}

async function roleRefusal(db: Queryable, context: DataContext, write: GuardedWrite) {
  const stored = write.id ? await readRole(db, context, write.id) : null;
  if (write.operation !== 'create' && !stored) return undefined; // reported by the write itself
  if (stored?.name === adminRoleName) return refused('inu_role', 'adminRoleGrant');
  if (write.operation === 'delete') return undefined;
  const values = write.values;
  const name = values?.has('name') ? values.get('name') : stored?.name;
  if (typeof name === 'string' && name.trim().toLowerCase() === adminRoleName) {
    return refused('inu_role', 'adminRoleGrant', 'name');
  }
  const body = values?.has('body') ? values.get('body') : stored?.body;
  return exceedsOwnRights(context, typeof body === 'string' ? body : null)
    ? refused('inu_role', 'rightsAboveOwn', 'body')
    : undefined;
}

/** Giving a role to a user: never the admin role, never a role above the writer's rights. */
async function grantRefusal(db: Queryable, context: DataContext, roleId: unknown) {
  const role = await readRole(db, context, roleId);
  if (!role) return undefined; // the lookup check reports a role that does not exist
  if (role.name === adminRoleName) return refused('inu_userroles', 'adminRoleGrant', 'roleid');
  return exceedsOwnRights(context, role.body)
    ? refused('inu_userroles', 'rightsAboveOwn', 'roleid')
    : undefined;
}

/** Taking a role from a user: never the admin role, never any role of an administrator. */
async function removalRefusal(db: Queryable, context: DataContext, link: z.infer<typeof linkRow>) {
  const role = await readRole(db, context, link.roleid);
  if (role?.name === adminRoleName) return refused('inu_userroles', 'adminRoleGrant', 'roleid');
  const user = link.systemuserid ? await readUser(db, context, link.systemuserid) : null;
  return user?.isadmin ? refused('inu_userroles', 'adminTarget', 'systemuserid') : undefined;
}

async function linkRefusal(db: Queryable, context: DataContext, write: GuardedWrite) {
  if (write.operation === 'create') return grantRefusal(db, context, write.values?.get('roleid'));
  if (!write.id) return undefined;
  const stored = await db.maybeOne(
    sql.type(
      linkRow,
    )`SELECT roleid, systemuserid FROM ${table(context, 'inu_userroles')} WHERE id = ${write.id}`,
  );
  if (!stored) return undefined;
  const values = write.values;
  if (write.operation === 'update' && !values?.has('roleid') && !values?.has('systemuserid'))
    return undefined;
  const removal = await removalRefusal(db, context, stored);
  if (removal || write.operation === 'delete') return removal;
  const roleId = values?.has('roleid') ? values.get('roleid') : stored.roleid;
  return grantRefusal(db, context, roleId);
}
