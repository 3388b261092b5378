import { LRUCache } from 'lru-cache';
import { poolOfTenant, type TenantPoolSource } from '../db/cluster-pools.js';
import { channels, type EventBus } from '../events/event-bus.js';
import { loadObjectDefinitions } from './metadata-rows.js';
import { buildTenantMetadata, type TenantMetadata } from './tenant-metadata.js';

/** An organisation as the cache needs it; `cluster` picks the pool (ClusterPools). */
export type MetadataTenant = { id: string; schemaName: string; cluster?: string };

/** Default memory the cache may hold (MEMORY_BUDGET_MB gives a process its share). */
export const defaultMetadataCacheBytes = 128 * 1024 * 1024;

type Entry = { metadata: TenantMetadata; bytes: number };

/**
 * Each tenant's metadata, loaded once and kept until it changes. A change (the DDL engine, a
 * migration) announces the tenant on the bus, which drops it from every API process's cache.
 * Entries also expire after `ttlMs`, so a process that missed a message (a bus outage) serves
 * stale metadata for a bounded time only.
 *
 * Bounded by size, least recently used first out: a process serving thousands of organisations
 * keeps the metadata of the busy ones within `maxBytes` (estimated from the definitions' JSON:
 * the parsed maps take about three times their text), instead of growing with every
 * organisation it ever served.
 */
export class MetadataCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly loading = new Map<string, Promise<TenantMetadata>>();

  constructor(
    private readonly pools: TenantPoolSource,
    private readonly bus: EventBus,
    ttlMs = 5 * 60_000,
    maxBytes = defaultMetadataCacheBytes,
  ) {
    this.entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes, ttl: ttlMs });
    bus.subscribe(channels.metadata, (message) => {
      const tenantId = (message as { tenantId?: unknown } | null)?.tenantId;
      if (typeof tenantId === 'string') this.drop(tenantId);
      else {
        this.entries.clear();
        this.loading.clear();
      }
    });
  }

  get(tenant: MetadataTenant): Promise<TenantMetadata> {
    const entry = this.entries.get(tenant.id);
    if (entry) return Promise.resolve(entry.metadata);
    const pending = this.loading.get(tenant.id);
    if (pending) return pending;
    const metadata = poolOfTenant(this.pools, tenant)
      .then((pool) => loadObjectDefinitions(pool, tenant.schemaName))
      .then((objects) => {
        const built = buildTenantMetadata(tenant.id, tenant.schemaName, objects);
        // stored only if no change dropped the load meanwhile
        if (this.loading.get(tenant.id) === metadata) {
          this.entries.set(tenant.id, { metadata: built, bytes: 3 * JSON.stringify(objects).length + 1024 });
        }
        return built;
      })
      .finally(() => {
        if (this.loading.get(tenant.id) === metadata) this.loading.delete(tenant.id);
      });
    // A failed load is not remembered: the next request tries again.
    metadata.catch(() => undefined);
    this.loading.set(tenant.id, metadata);
    return metadata;
  }

  /** Call after committing a metadata change. */
  async changed(tenantId: string): Promise<void> {
    this.drop(tenantId);
    await this.bus.publish(channels.metadata, { tenantId });
  }

  /** Entries and their estimated bytes (the scale bench reports them). */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  private drop(tenantId: string): void {
    this.entries.delete(tenantId);
    this.loading.delete(tenantId);
  }
}
