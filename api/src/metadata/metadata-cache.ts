import type { DatabasePool } from '../db/types.js';
import { channels, type EventBus } from '../events/event-bus.js';
import { loadObjectDefinitions } from './metadata-rows.js';
import { buildTenantMetadata, type TenantMetadata } from './tenant-metadata.js';

/**
 * Each tenant's metadata, loaded once and kept until it changes. A change (the DDL engine, a
 * migration) announces the tenant on the bus, which drops it from every API process's cache.
 */
export class MetadataCache {
  private readonly entries = new Map<string, Promise<TenantMetadata>>();

  constructor(
    private readonly pool: DatabasePool,
    private readonly bus: EventBus,
  ) {
    bus.subscribe(channels.metadata, (message) => {
      const tenantId = (message as { tenantId?: unknown }).tenantId;
      if (typeof tenantId === 'string') this.entries.delete(tenantId);
      else this.entries.clear();
    });
  }

  get(tenant: { id: string; schemaName: string }): Promise<TenantMetadata> {
    let entry = this.entries.get(tenant.id);
    if (!entry) {
      entry = loadObjectDefinitions(this.pool, tenant.schemaName).then((objects) =>
        buildTenantMetadata(tenant.id, tenant.schemaName, objects),
      );
      // A failed load is not remembered: the next request tries again.
      entry.catch(() => this.entries.delete(tenant.id));
      this.entries.set(tenant.id, entry);
    }
    return entry;
  }

  /** Call after committing a metadata change. */
  async changed(tenantId: string): Promise<void> {
    this.entries.delete(tenantId);
    await this.bus.publish(channels.metadata, { tenantId });
  }
}
