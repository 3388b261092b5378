import { randomBytes, randomUUID } from 'node:crypto';
import { findLoginUser } from '@strata/api/auth/login-user';
import { emailAddressSchema } from '@strata/api/contract/email-address';
import type { ClusterPools } from '@strata/api/db/cluster-pools';
import { platformTable } from '@strata/api/db/platform-table';
import type { DatabasePool } from '@strata/api/db/types';
import { AppError } from '@strata/api/errors/app-error';
import { channels, type EventBus } from '@strata/api/events/event-bus';
import { systemObjects } from '@strata/api/migrations/system-objects';
import { checkNewPassword, setPassword } from '@strata/api/passwords/credentials';
import { insertRows } from '@strata/api/records/seed-rows';
import { SessionStore } from '@strata/api/sessions/session-store';
import { requireTenant } from '@strata/api/tenancy/tenant-lifecycle';
import type { TenantRecord } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';
import { z } from 'zod';

export type TenantUser = {
  id: string;
  name: string | null;
  email: string | null;
  disabled: boolean;
  roles: string[];
  hasPassword: boolean;
  lastSeen: string | null;
};

const userRow = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  disabled: z.boolean(),
  roles: z.array(z.string()),
  has_password: z.boolean(),
});

/** The organisation (from the main registry) and the pool of the cluster it lives on. */
async function openTenant(clusters: ClusterPools, organization: string) {
  const tenant = await requireTenant(clusters.main, organization);
  return { tenant, pool: await clusters.forTenant(tenant) };
}

export async function listUsers(clusters: ClusterPools, organization: string): Promise<TenantUser[]> {
  const { tenant, pool } = await openTenant(clusters, organization);
  const table = (name: string) => sql.identifier([tenant.schemaName, name]);
  const rows = await pool.any(sql.type(userRow)`
    SELECT u.id, u.name, u.emailaddress AS email, coalesce(u.isdisabled, false) AS disabled,
      coalesce((SELECT array_agg(r.name ORDER BY r.name) FROM ${table('inu_userroles')} ur
                JOIN ${table('inu_role')} r ON r.id = ur.roleid WHERE ur.systemuserid = u.id), '{}') AS roles,
      EXISTS (SELECT 1 FROM ${platformTable('credentials')} c WHERE c.tenant_id = ${tenant.id} AND c.user_id = u.id) AS has_password
    FROM ${table('systemuser')} u ORDER BY lower(u.emailaddress), u.id`);
  // sessions are on the main database, the users on the organisation's cluster
  const seen = await clusters.main.any(sql.type(z.object({ user_id: z.string(), last_seen: z.string() }))`
    SELECT user_id, max(last_seen_at)::text AS last_seen FROM ${platformTable('sessions')}
    WHERE tenant_id = ${tenant.id} GROUP BY user_id`);
  const lastSeen = new Map(seen.map((row) => [row.user_id, row.last_seen]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    disabled: row.disabled,
    roles: row.roles,
    hasPassword: row.has_password,
    lastSeen: lastSeen.get(row.id) ?? null,
  }));
}

/** A password given, or a generated one the operator passes on (it must be changed at first sign-in). */
function passwordFor(given: string | undefined): { password: string; generated: boolean } {
  if (given !== undefined) return { password: checkNewPassword(given, 'password'), generated: false };
  return { password: randomBytes(12).toString('base64url'), generated: true };
}

/** Adds a user with roles (by name) and a password, the way provisioning adds the first one. */
export async function addUser(
  clusters: ClusterPools,
  bus: EventBus,
  organization: string,
  input: { email: string; name?: string; roles: string[]; password?: string },
): Promise<{ id: string; email: string; password: string; generated: boolean }> {
  const { tenant, pool } = await openTenant(clusters, organization);
  const email = emailAddressSchema.safeParse(input.email);
  if (!email.success)
    throw new AppError('ERR_VALIDATION', { field: 'email', reason: 'email' }, { field: 'email' });
  if (await findLoginUser(pool, tenant, email.data)) {
    throw new UserCommandError(`${tenant.name} already has a user ${email.data}`);
  }
  const { password, generated } = passwordFor(input.password);
  const roleIds = await pool.any(sql.type(z.object({ id: z.string(), name: z.string() }))`
    SELECT id, name FROM ${sql.identifier([tenant.schemaName, 'inu_role'])} WHERE name = ANY(${sql.array(input.roles, 'text')})`);
  const missing = input.roles.filter((role) => !roleIds.some((row) => row.name === role));
  if (missing.length > 0) throw new UserCommandError(`${tenant.name} has no role ${missing.join(', ')}`);
  const systemuser = systemObjects().get('systemuser');
  const userroles = systemObjects().get('inu_userroles');
  if (!systemuser || !userroles) throw new Error('system objects missing');
  const id = randomUUID();
  await pool.transaction(async (trx) => {
    await insertRows(
      trx,
      tenant.schemaName,
      systemuser,
      [{ id, name: input.name ?? email.data, emailaddress: email.data }],
      null,
    );
    await insertRows(
      trx,
      tenant.schemaName,
      userroles,
      roleIds.map((role) => ({ roleid: role.id, systemuserid: id })),
      null,
    );
    await setPassword(trx, tenant.id, id, password);
    if (generated) await mustChange(trx, tenant.id, id);
  });
  await announce(bus, tenant, ['systemuser', 'inu_userroles']);
  return { id, email: email.data, password, generated };
}

/** Disables a user and ends their sessions (and open event streams) in every process at once. */
export async function disableUser(
  clusters: ClusterPools,
  bus: EventBus,
  organization: string,
  email: string,
) {
  const { tenant, pool } = await openTenant(clusters, organization);
  const user = await requireUser(pool, tenant, email);
  await pool.query(sql.unsafe`
    UPDATE ${sql.identifier([tenant.schemaName, 'systemuser'])}
    SET isdisabled = true, modifiedon = now(), versionnumber = versionnumber + 1 WHERE id = ${user.id}`);
  const sessions = new SessionStore(clusters.main, bus, { idleMs: 1, maxMs: 1 });
  await sessions.endUserSessions(tenant.id, user.id);
  await announce(bus, tenant, ['systemuser']);
  return { id: user.id, email: user.emailaddress ?? email, disabled: true };
}

/** Sets a new password (generated unless given) and ends the user's sessions. */
export async function resetPassword(
  clusters: ClusterPools,
  bus: EventBus,
  organization: string,
  email: string,
  given?: string,
) {
  const { tenant, pool } = await openTenant(clusters, organization);
  const user = await requireUser(pool, tenant, email);
  const { password, generated } = passwordFor(given);
  await pool.transaction(async (trx) => {
    await setPassword(trx, tenant.id, user.id, password);
    if (generated) await mustChange(trx, tenant.id, user.id);
  });
  await new SessionStore(clusters.main, bus, { idleMs: 1, maxMs: 1 }).endUserSessions(tenant.id, user.id);
  return { id: user.id, email: user.emailaddress ?? email, password, generated };
}

/** A user command that cannot be done as asked (unknown user, duplicate email, unknown role). */
export class UserCommandError extends Error {}

async function requireUser(pool: DatabasePool, tenant: TenantRecord, email: string) {
  const user = await findLoginUser(pool, tenant, email);
  if (!user) throw new UserCommandError(`${tenant.name} has no user ${email}`);
  return user;
}

async function mustChange(db: Pick<DatabasePool, 'query'>, tenantId: string, userId: string) {
  await db.query(sql.unsafe`
    UPDATE ${platformTable('credentials')} SET must_change = true WHERE tenant_id = ${tenantId} AND user_id = ${userId}`);
}

/**
 * What the server's announceChanges does after a write to users (records/announce-changes.ts):
 * cached rights are dropped and lists refresh in every process. Sessions are ended above.
 */
async function announce(bus: EventBus, tenant: TenantRecord, entities: string[]) {
  await bus.publish(channels.permissions, { tenantId: tenant.id });
  const now = Date.now();
  await bus.publish(channels.changes, {
    tenantId: tenant.id,
    entities: Object.fromEntries(entities.map((e) => [e, now])),
  });
}
