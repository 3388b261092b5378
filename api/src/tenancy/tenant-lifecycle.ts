import { sql } from 'slonik';
import { normalizeOrganizationName } from '../contract/organization-name.js';
import type { DatabasePool } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
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
  if (!tenant) throw new AppError('ERR_ORG_NOT_FOUND', { name: name.slice(0, 80) });
  return tenant;
}

/** Suspends or resumes an organisation; a tenant being deleted cannot come back. */
export async function changeTenantStatus(
  pool: DatabasePool,
  organization: string,
  status: Exclude<TenantStatus, 'deleting'>,
): Promise<TenantRecord> {
  const tenant = await requireTenant(pool, organization);
  if (tenant.status === 'deleting') throw new AppError('ERR_ORG_NOT_FOUND', { name: tenant.name });
  await setTenantStatus(pool, tenant.id, status);
  return { ...tenant, status };
}

/**
 * Deletes an organisation: first marked 'deleting' (committed, so requests stop reaching it),
 * then its schema and registry row go in one transaction; sessions, credentials and tokens
 * follow the registry row by foreign key. A half-finished delete can simply be run again.
 */
export async function deleteTenant(pool: DatabasePool, organization: string): Promise<TenantRecord> {
  const tenant = await requireTenant(pool, organization);
  if (!isTenantSchemaName(tenant.schemaName)) throw new Error(`unexpected schema ${tenant.schemaName}`);
  await setTenantStatus(pool, tenant.id, 'deleting');
  await pool.transaction(async (trx) => {
    await trx.query(sql.unsafe`DROP SCHEMA IF EXISTS ${sql.identifier([tenant.schemaName])} CASCADE`);
    await deleteTenantRow(trx, tenant.id);
  });
  return tenant;
}
