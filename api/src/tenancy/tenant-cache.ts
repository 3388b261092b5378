import type { DatabasePool } from '../db/types.js';
import { channels, type EventBus } from '../events/event-bus.js';
import { findTenantById, findTenantByName, type TenantRecord } from './tenant-registry.js';

type Entry = { tenant: TenantRecord | null; expires: number };

/**
 * Registry lookups by organisation name, cached briefly: every API request needs one. Changes
 * made by this or another process (suspend, delete) are announced on the event bus and drop
 * the entry at once; the time limit bounds staleness when no bus connects the processes.
 */
export class TenantCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly pool: DatabasePool,
    bus: EventBus,
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {
    bus.subscribe(channels.tenants, (message) => {
      const name = (message as { name?: unknown } | null)?.name;
      this.invalidate(typeof name === 'string' ? name : undefined);
    });
  }

  async get(name: string): Promise<TenantRecord | null> {
    const now = Date.now();
    const entry = this.entries.get(name);
    if (entry && entry.expires > now) return entry.tenant;
    const tenant = await findTenantByName(this.pool, name);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    // Unknown names are cached for less time: an organisation may be created any moment.
    this.entries.set(name, { tenant, expires: now + (tenant ? this.ttlMs : Math.min(this.ttlMs, 1_000)) });
    return tenant;
  }

  /** By id: a request on the bare domain belongs to the tenant of its session. */
  async getById(id: string): Promise<TenantRecord | null> {
    const now = Date.now();
    const entry = this.entries.get(`#${id}`);
    if (entry && entry.expires > now) return entry.tenant;
    const tenant = await findTenantById(this.pool, id);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(`#${id}`, { tenant, expires: now + this.ttlMs });
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
