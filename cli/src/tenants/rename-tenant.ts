import { findPgError } from '@strata/api/db/database-errors';
import { platformTable } from '@strata/api/db/platform-table';
import type { DatabasePool } from '@strata/api/db/types';
import { AppError } from '@strata/api/errors/app-error';
import { channels, type EventBus } from '@strata/api/events/event-bus';
import { validateOrganizationName } from '@strata/api/provisioning/provision-tenant';
import { requireTenant } from '@strata/api/tenancy/tenant-lifecycle';
import { findTenantByName, type TenantRecord } from '@strata/api/tenancy/tenant-registry';
import { sql } from 'slonik';

/**
 * Gives an organisation a new name (its sub-domain). The schema is named after the id, so no
 * data moves; sessions are bound to the id and stay valid on the new host. Every process drops
 * both names from its cache.
 */
export async function renameTenant(
  pool: DatabasePool,
  bus: EventBus,
  organization: string,
  newName: string,
): Promise<{ from: TenantRecord; to: string }> {
  const name = validateOrganizationName(newName);
  const tenant = await requireTenant(pool, organization);
  if (tenant.status === 'deleting') throw new AppError('ERR_ORG_NOT_FOUND', { name: tenant.name });
  const existing = await findTenantByName(pool, name);
  if (existing && existing.id !== tenant.id) throw new AppError('ERR_ORG_EXISTS', { name });
  try {
    await pool.query(
      sql.unsafe`UPDATE ${platformTable('tenants')} SET name = ${name}, updated_at = now() WHERE id = ${tenant.id}`,
    );
  } catch (error) {
    if (findPgError(error)?.code === '23505')
      throw new AppError('ERR_ORG_EXISTS', { name }, {}, { cause: error });
    throw error;
  }
  await bus.publish(channels.tenants, { name: tenant.name });
  await bus.publish(channels.tenants, { name });
  return { from: tenant, to: name };
}
