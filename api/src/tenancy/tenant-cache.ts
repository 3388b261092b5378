import type { DatabasePool } from '../db/types.js';
import { channels, type EventBus } from '../events/event-bus.js';
import { findTenantById, findTenantByName, type TenantRecord } from './tenant-registry.js';

/** A cached lookup; after `refreshAt` a hit also reads it again in the background. */
type Entry = { tenant: TenantRecord | null; expires: number; refreshAt: number; refreshing: boolean };

/**
 * Registry lookups by organisation name, cached briefly: every API request needs one. Changes
 * made by this or another process (suspend, delete, move) are announced on the event bus and
 * drop the entry at once, and a bus back after an outage drops everything; the period (30 s)
 * bounds staleness only when a message is lost for good. It was 5 s: with many organisations
 * each entry then expired between its users' requests, and the re-reads made a fetch rotating
 * over 200 organisations 1.36x-1.76x the same fetch on one (1.02x when nothing expired in the
 * run: issue 25's scale bench, scripts/bench/scale/profile-rotating.ts).
 */
export class TenantCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly pool: DatabasePool,
    bus: EventBus,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
  ) {
    bus.subscribe(channels.tenants, (message) => {
      const name = (message as { name?: unknown } | null)?.name;
      this.invalidate(typeof name === 'string' ? name : undefined);
    });
  }

  async get(name: string): Promise<TenantRecord | null> {
    return this.lookup(
      name,
      () => findTenantByName(this.pool, name),
      (tenant) => tenant !== null,
    );
  }

  /** By id: a request on the bare domain belongs to the tenant of its session. */
  async getById(id: string): Promise<TenantRecord | null> {
    return this.lookup(
      `#${id}`,
      () => findTenantById(this.pool, id),
      () => true,
    );
  }

  /**
   * A cached entry in the last quarter of its time is read again in the background while it
   * answers this request, so an organisation asked for that often never waits for the registry
   * (a fixed expiry made about one fetch in six rotating over 200 organisations read it first:
   * issue 25's scale bench). An entry past its time is read before answering.
   */
  private async lookup(
    key: string,
    find: () => Promise<TenantRecord | null>,
    found: (tenant: TenantRecord | null) => boolean,
  ): Promise<TenantRecord | null> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) {
      if (!entry.refreshing && now >= entry.refreshAt) {
        entry.refreshing = true;
        this.read(key, find, found, entry).catch(() => {
          entry.refreshing = false;
        });
      }
      return entry.tenant;
    }
    return this.read(key, find, found);
  }

  /** Reads and caches, unless `replacing` was dropped meanwhile (a change was announced). */
  private async read(
    key: string,
    find: () => Promise<TenantRecord | null>,
    found: (tenant: TenantRecord | null) => boolean,
    replacing?: Entry,
  ): Promise<TenantRecord | null> {
    const now = Date.now();
    const tenant = await find();
    if (replacing && this.entries.get(key) !== replacing) return tenant;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    // Unknown names are cached for less time: an organisation may be created any moment.
    const ttl = found(tenant) ? this.ttlMs : Math.min(this.ttlMs, 1_000);
    this.entries.set(key, { tenant, expires: now + ttl, refreshAt: now + (ttl * 3) / 4, refreshing: false });
    return tenant;
  }

  /** Drops one organisation (by name; its by-id entry too) or, without a name, everything. */
  invalidate(name?: string): void {
    if (name === undefined) {
      this.entries.clear();
      return;
    }
    const id = this.entries.get(name)?.tenant?.id;
    this.entries.delete(name);
    if (id) this.entries.delete(`#${id}`);
    else this.entries.clear();
  }
}
