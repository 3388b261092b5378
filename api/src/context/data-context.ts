import type { Request } from 'express';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DatabasePool } from '../db/types.js';
import { unauthorized } from '../errors/common-errors.js';
import type { EventBus } from '../events/event-bus.js';
import type { Language } from '../i18n/server-i18n.js';
import type { Logger } from '../logging/logger.js';
import type { MetadataCache } from '../metadata/metadata-cache.js';
import type { TenantMetadata } from '../metadata/tenant-metadata.js';
import type { EffectivePermissions } from '../permissions/effective-permissions.js';
import type { PermissionCache } from '../permissions/permission-cache.js';
import type { SessionStore } from '../sessions/session-store.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';

/** The shared services data routes need. */
export type DataServices = {
  pool: DatabasePool;
  bus: EventBus;
  metadata: MetadataCache;
  permissions: PermissionCache;
  /** Sessions end after a commit that took a user's access away. */
  sessions: SessionStore;
  logger: Logger;
  /** Uploaded files: writes check the Image and File values they store against them. */
  blobs: BlobStore;
  /** Fetches PostgreSQL estimates above this cost are refused (FETCH_MAX_PLAN_COST); 0 or none: never. */
  maxPlanCost?: number;
};

/** Everything a data operation needs about who asks, resolved once per request. */
export type DataContext = {
  tenant: TenantRecord;
  metadata: TenantMetadata;
  userId: string;
  permissions: EffectivePermissions;
  language: Language;
  /** Where the tenant's uploaded files are (DataServices.blobs). */
  blobs: BlobStore;
};

export async function dataContextFor(req: Request, services: DataServices): Promise<DataContext> {
  const { tenant, principal, language } = req.context;
  if (!tenant || !principal) throw unauthorized();
  const [metadata, permissions] = await Promise.all([
    services.metadata.get(tenant),
    principal.permissions ?? services.permissions.get(tenant, principal.userId),
  ]);
  return { tenant, metadata, userId: principal.userId, permissions, language, blobs: services.blobs };
}
