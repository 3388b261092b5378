import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'slonik';
import type { BlobStore } from '../blobs/blob-store.js';
import { emailAddressSchema } from '../contract/email-address.js';
import { checkOrganizationName, normalizeOrganizationName } from '../contract/organization-name.js';
import { findPgError, toAppErrorFromDatabase } from '../db/database-errors.js';
import { platformTable } from '../db/platform-table.js';
import type { DatabasePool, Queryable } from '../db/types.js';
import { AppError } from '../errors/app-error.js';
import { invalidField, organizationExists } from '../errors/common-errors.js';
import { systemObjects } from '../migrations/system-objects.js';
import { migrateTenantSchema } from '../migrations/tenant-migrator.js';
import { checkNewPassword } from '../passwords/credentials.js';
import { hashPassword } from '../passwords/password-hash.js';
import { insertRows } from '../records/seed-rows.js';
import { loadTemplate } from '../templates/load-template.js';
import type { LoadedTemplate } from '../templates/loaded-template.js';
import { schemaNameForTenant } from '../tenancy/schema-name.js';
import { findTenantByName, insertTenant, type TenantRecord } from '../tenancy/tenant-registry.js';
import { applyTemplate } from './apply-template.js';
import { storeTemplateFiles } from './store-template-files.js';

export type ProvisionRequest = {
  organization: string;
  /** Shown in the UI; defaults to the organisation name. */
  displayName?: string;
  template: string;
  /** password: left out, one is generated (and returned once); null, the admin has none (OAuth). */
  admin: { email: string; name?: string; password?: string | null };
  /** Adds the template's sample rows (the demo organisation). */
  sampleData?: boolean;
};

export type ProvisionResult = {
  tenant: TenantRecord;
  admin: { id: string; email: string; name: string; password: string | null; generatedPassword: boolean };
};

/** Checks an organisation name the way every way in (CLI, sign-up, trial) must check it. */
export function validateOrganizationName(input: string): string {
  const name = normalizeOrganizationName(input);
  const problem = checkOrganizationName(name);
  if (problem) throw new AppError(problem, { name: name.slice(0, 80) });
  return name;
}

/**
 * The one function that creates a tenant, for the CLI, trial and sign-up alike: registry row,
 * schema, system tables, template entities, seed rows and the first administrator, all in one
 * transaction. A failure anywhere leaves no schema and no registry row behind.
 */
export async function provisionTenant(
  pool: DatabasePool,
  request: ProvisionRequest,
  options: {
    templates?: (name: string) => LoadedTemplate;
    /** where the template's files go (the crm logo); tools that make schemas only pass none */
    blobs?: BlobStore;
  } = {},
): Promise<ProvisionResult> {
  const name = validateOrganizationName(request.organization);
  const template = (options.templates ?? loadTemplate)(request.template);
  const email = emailAddressSchema.safeParse(request.admin.email);
  if (!email.success) throw invalidField('email', 'email');
  const generatedPassword = request.admin.password === undefined;
  const password =
    request.admin.password === undefined ? randomBytes(12).toString('base64url') : request.admin.password;
  if (password !== null) checkNewPassword(password, 'password');
  const displayName = (request.displayName ?? name).trim().slice(0, 200) || name;
  const adminName = (request.admin.name ?? 'Administrator').trim().slice(0, 200) || 'Administrator';

  if (await findTenantByName(pool, name)) throw organizationExists(name);
  const passwordHash = password === null ? null : await hashPassword(password);
  const tenantId = randomUUID();
  const adminId = randomUUID();
  const schemaName = schemaNameForTenant(tenantId);

  try {
    await pool.transaction(async (trx) => {
      await insertTenant(trx, {
        id: tenantId,
        name,
        displayName,
        schemaName,
        template: template.manifest.name,
      });
      await trx.query(sql.unsafe`CREATE SCHEMA ${sql.identifier([schemaName])}`);
      await migrateTenantSchema(trx, schemaName);
      await createAdministrator(
        trx,
        schemaName,
        template,
        {
          id: adminId,
          email: email.data,
          name: adminName,
        },
        { sampleData: request.sampleData ?? false },
      );
      // inside the transaction: a file that cannot be stored leaves no organisation behind
      await storeTemplateFiles(options.blobs, schemaName, template, adminId);
      if (passwordHash !== null) {
        await trx.query(sql.unsafe`
          INSERT INTO ${platformTable('credentials')} (tenant_id, user_id, password_hash)
          VALUES (${tenantId}, ${adminId}, ${passwordHash})`);
      }
    });
  } catch (error) {
    if (findPgError(error)?.code === '23505' && findPgError(error)?.constraint === 'tenants_name_lower_key') {
      throw organizationExists(name, error);
    }
    throw toAppErrorFromDatabase(error) ?? error;
  }

  const tenant = await findTenantByName(pool, name);
  if (!tenant) throw new Error(`tenant ${name} vanished after provisioning`);
  return {
    tenant,
    admin: { id: adminId, email: email.data, name: adminName, password, generatedPassword },
  };
}

/** The first user: created before the template so everything the template adds is theirs. */
async function createAdministrator(
  db: Queryable,
  schema: string,
  template: LoadedTemplate,
  admin: { id: string; email: string; name: string },
  options: { sampleData: boolean },
): Promise<void> {
  const systemuser = systemObjects().get('systemuser');
  const userroles = systemObjects().get('inu_userroles');
  if (!systemuser || !userroles) throw new Error('system objects missing');
  await insertRows(
    db,
    schema,
    systemuser,
    [{ id: admin.id, name: admin.name, emailaddress: admin.email }],
    admin.id,
  );
  const { adminRoleId } = await applyTemplate(db, schema, template, admin.id, options);
  await insertRows(db, schema, userroles, [{ roleid: adminRoleId, systemuserid: admin.id }], admin.id);
}
