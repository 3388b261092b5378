import { sql } from 'slonik';
import { normalizeOrganizationName } from '../contract/organization-name.js';
import { allowLongStatements } from '../db/long-statements.js';
import type { DatabasePool } from '../db/types.js';
import { organizationNotFound } from '../errors/common-errors.js';
import { channels, type EventBus } from '../events/event-bus.js';
import { isTenantSchemaName } from './schema-name.js';
import {
  deleteTenantRow,
  findTenantByName,
  setTenantStatus,
  type TenantRecord,
  type TenantStatus,
} from './tenant-registry.js';

export async function requireTenant(pool: DatabasePool, organization: string): Promise<TenantRecord> {
  const name = normalizeOrganizationName(organization);
  const tenant = await findTenantByName(pool, name);
  if (!tenant) throw organizationNotFound(name);
  return tenant;
}

/**
 * Suspends or resumes an organisation; a tenant being deleted cannot come back. Every process
 * on the bus (API servers, whoever called: the CLI too) drops the organisation from its cache,
 * so the change takes effect at once.
 */
export async function changeTenantStatus(
  pool: DatabasePool,
  bus: EventBus,
  organization: string,
  status: Exclude<TenantStatus, 'deleting'>,
): Promise<TenantRecord> {
  const tenant = await requireTenant(pool, organization);
  if (tenant.status === 'deleting') throw organizationNotFound(tenant.name);
  await setTenantStatus(pool, tenant.id, status);
  await bus.publish(channels.tenants, { name: tenant.name });
  return { ...tenant, status };
}

/**
 * Deletes an organisation: first marked 'deleting' (committed, so requests stop reaching it),
 * then its schema and registry row go in one transaction; sessions, credentials and tokens
 * follow the registry row by foreign key. On another cluster (`poolOf`: ClusterPools.forTenant)
 * the schema and that cluster's copy of the registry row (which anchors the credentials there)
 * go first, then the main registry row. A half-finished delete can simply be run again.
 */
export async function deleteTenant(
  pool: DatabasePool,
  bus: EventBus,
  organization: string,
  options: { poolOf?: (tenant: TenantRecord) => Promise<DatabasePool> } = {},
): Promise<TenantRecord> {
  const tenant = await requireTenant(pool, organization);
  if (!isTenantSchemaName(tenant.schemaName)) throw new Error(`unexpected schema ${tenant.schemaName}`);
  await setTenantStatus(pool, tenant.id, 'deleting');
  await bus.publish(channels.tenants, { name: tenant.name });
  const home = options.poolOf ? await options.poolOf(tenant) : pool;
  if (home !== pool) {
    await home.transaction(async (trx) => {
      await allowLongStatements(trx);
      await trx.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([tenant.schemaName])} CASCADE`);
      await deleteTenantRow(trx, tenant.id);
    });
  }
  await pool.transaction(async (trx) => {
    await allowLongStatements(trx);
    await trx.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([tenant.schemaName])} CASCADE`);
    await deleteTenantRow(trx, tenant.id);
  });
  await bus.publish(channels.tenants, { name: tenant.name });
  return tenant;
}
