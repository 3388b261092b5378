import { LRUCache } from 'lru-cache';
import { poolOfTenant, type TenantPoolSource } from '../db/cluster-pools.js';
import { channels, type EventBus } from '../events/event-bus.js';
import { type EffectivePermissions, loadEffectivePermissions } from './effective-permissions.js';

/** Default memory the cache may hold (MEMORY_BUDGET_MB gives a process its share). */
export const defaultPermissionCacheBytes = 32 * 1024 * 1024;

/**
 * What one entry is counted as: a role mask per entity (a few dozen map entries), team ids and
 * app names. Counted as one fixed estimate because the entry is a promise when stored.
 */
const entryBytes = 4096;

type Entry = { permissions: Promise<EffectivePermissions> };

/**
 * Effective permissions per (tenant, user), kept a few seconds: every data request needs them.
 * Writes to roles, role assignments and teams announce the tenant on the bus and drop it.
 * Bounded by size (least recently used first out), so many organisations' users cannot grow it.
 */
export class PermissionCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly pools: TenantPoolSource,
    private readonly bus: EventBus,
    ttlMs = 10_000,
    maxBytes = defaultPermissionCacheBytes,
  ) {
    // ttl 0 (tests) keeps nothing: every lookup reads again
    this.entries = new LRUCache({
      maxSize: Math.max(entryBytes, maxBytes),
      sizeCalculation: () => entryBytes,
      ttl: Math.max(1, ttlMs),
    });
    this.keep = ttlMs > 0;
    bus.subscribe(channels.permissions, (message) => {
      const tenantId = (message as { tenantId?: unknown } | null)?.tenantId;
      if (typeof tenantId !== 'string') return this.entries.clear();
      this.dropTenant(tenantId);
    });
  }

  private readonly keep: boolean;

  get(
    tenant: { id: string; schemaName: string; cluster?: string },
    userId: string,
  ): Promise<EffectivePermissions> {
    const key = `${tenant.id}/${userId}`;
    const entry = this.entries.get(key);
    if (entry) return entry.permissions;
    const permissions = poolOfTenant(this.pools, tenant).then((pool) =>
      loadEffectivePermissions(pool, tenant.schemaName, userId),
    );
    permissions.catch(() => {
      if (this.entries.peek(key)?.permissions === permissions) this.entries.delete(key);
    });
    if (this.keep) this.entries.set(key, { permissions });
    return permissions;
  }

  async changed(tenantId: string): Promise<void> {
    this.dropTenant(tenantId);
    await this.bus.publish(channels.permissions, { tenantId });
  }

  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  private dropTenant(tenantId: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${tenantId}/`)) this.entries.delete(key);
  }
}
