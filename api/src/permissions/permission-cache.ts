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

type Entry = { permissions: Promise<EffectivePermissions>; refreshing?: boolean };
type PermissionTenant = { id: string; schemaName: string; cluster?: string };

/**
 * Effective permissions per (tenant, user), kept half a minute: every data request needs them.
 * Writes to roles, role assignments and teams announce the tenant on the bus and drop it, so
 * the period bounds only what a lost bus message leaves (it was 10 s: with many organisations
 * the reloads, and the queries compiled again for the new rights, slowed a fetch rotating over
 * them: issue 25's scale bench).
 * Bounded by size (least recently used first out), so many organisations' users cannot grow it.
 */
export class PermissionCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly pools: TenantPoolSource,
    private readonly bus: EventBus,
    ttlMs = 30_000,
    maxBytes = defaultPermissionCacheBytes,
  ) {
    // ttl 0 (tests) keeps nothing: every lookup reads again
    this.entries = new LRUCache({
      maxSize: Math.max(entryBytes, maxBytes),
      sizeCalculation: () => entryBytes,
      ttl: Math.max(1, ttlMs),
    });
    this.keep = ttlMs > 0;
    this.ttlMs = Math.max(0, ttlMs);
    bus.subscribe(channels.permissions, (message) => {
      const tenantId = (message as { tenantId?: unknown } | null)?.tenantId;
      if (typeof tenantId !== 'string') return this.entries.clear();
      this.dropTenant(tenantId);
    });
  }

  private readonly keep: boolean;
  /** How long an entry is kept (0: never); the live stream keeps its copies no longer. */
  readonly ttlMs: number;

  get(tenant: PermissionTenant, userId: string): Promise<EffectivePermissions> {
    const key = `${tenant.id}/${userId}`;
    const entry = this.entries.get(key);
    if (entry) {
      if (!entry.refreshing && this.entries.getRemainingTTL(key) < this.ttlMs / 4)
        this.refresh(key, entry, tenant, userId);
      return entry.permissions;
    }
    const permissions = this.load(tenant, userId);
    permissions.catch(() => {
      if (this.entries.peek(key)?.permissions === permissions) this.entries.delete(key);
    });
    if (this.keep) this.entries.set(key, { permissions });
    return permissions;
  }

  /**
   * In the last quarter of its time a hit reads the entry again in the background while the
   * cached rights answer, so a user asking that often never waits for the roles (a fixed
   * expiry made a fetch rotating over many organisations read them again and again: issue 25's
   * scale bench). A change dropped meanwhile (`changed`) keeps the refresh from storing.
   */
  private refresh(key: string, entry: Entry, tenant: PermissionTenant, userId: string): void {
    entry.refreshing = true;
    Promise.all([this.load(tenant, userId), entry.permissions]).then(
      ([fresh, previous]) => {
        if (this.entries.peek(key) !== entry) return;
        // unchanged rights keep their object: the compiled queries hang off it (compiled-fetch-cache.ts)
        const kept = samePermissions(previous, fresh) ? previous : fresh;
        this.entries.set(key, { permissions: Promise.resolve(kept) });
      },
      () => {
        entry.refreshing = false;
      },
    );
  }

  private load(tenant: PermissionTenant, userId: string): Promise<EffectivePermissions> {
    return poolOfTenant(this.pools, tenant).then((pool) =>
      loadEffectivePermissions(pool, tenant.schemaName, userId),
    );
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

/** Whether two loads of a user's rights came out the same (every field, the masks in order). */
function samePermissions(a: EffectivePermissions, b: EffectivePermissions): boolean {
  const text = (p: EffectivePermissions) => JSON.stringify({ ...p, masks: [...p.masks] });
  return text(a) === text(b);
}
