import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Env } from '../config/env.js';
import { dataPath } from '../config/paths.js';
import { tenantOrigin } from '../config/tenant-origin.js';
import type { DatabasePool } from '../db/types.js';
import type { Logger } from '../logging/logger.js';
import { provisionTenant } from '../provisioning/provision-tenant.js';
import { hasTenants } from '../tenancy/tenant-registry.js';

export const demoOrganization = 'demo';
export const demoAdminEmail = 'admin@example.com';

/**
 * On a database with no organisation yet, creates `demo` from the default template with its
 * sample data, and tells the person starting Strata how to sign in: printed once, and kept in
 * DATA_DIR/demo-credentials.txt.
 */
export async function ensureDemoOrganization(
  pool: DatabasePool,
  env: Env,
  logger: Logger,
  blobs?: BlobStore,
): Promise<void> {
  if (await hasTenants(pool)) return;
  logger.info('No organisation yet: creating the demo organisation');
  const result = await provisionTenant(
    pool,
    {
      organization: demoOrganization,
      displayName: 'Demo',
      template: 'crm',
      admin: {
        email: demoAdminEmail,
        name: 'Demo Administrator',
        ...(env.DEMO_PASSWORD ? { password: env.DEMO_PASSWORD } : {}),
      },
      sampleData: true,
    },
    blobs ? { blobs } : {},
  );
  const url = tenantOrigin(env, demoOrganization);
  const text = [
    'Strata demo organisation',
    `  URL:          ${url}`,
    `  Organization: ${result.tenant.name}`,
    `  Email:        ${result.admin.email}`,
    `  Password:     ${result.admin.password}`,
    '',
  ].join('\n');
  const file = dataPath(env.DATA_DIR, 'demo-credentials.txt');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text, { mode: 0o600 });
  process.stdout.write(`\n${text}  (also written to ${file})\n\n`);
}
