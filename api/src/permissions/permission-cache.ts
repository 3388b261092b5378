import type { DatabasePool } from '../db/types.js';
import { channels, type EventBus } from '../events/event-bus.js';
import { type EffectivePermissions, loadEffectivePermissions } from './effective-permissions.js';

type Entry = { permissions: Promise<EffectivePermissions>; expires: number };

/**
 * Effective permissions per (tenant, user), kept a few seconds: every data request needs them.
 * Writes to roles, role assignments and teams announce the tenant on the bus and drop it.
 */
export class PermissionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly pool: DatabasePool,
    private readonly bus: EventBus,
    private readonly ttlMs = 10_000,
  ) {
    bus.subscribe(channels.permissions, (message) => {
      const tenantId = (message as { tenantId?: unknown }).tenantId;
      if (typeof tenantId !== 'string') return this.entries.clear();
      for (const key of this.entries.keys()) if (key.startsWith(`${tenantId}/`)) this.entries.delete(key);
    });
  }

  get(tenant: { id: string; schemaName: string }, userId: string): Promise<EffectivePermissions> {
    const key = `${tenant.id}/${userId}`;
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.permissions;
    const permissions = loadEffectivePermissions(this.pool, tenant.schemaName, userId);
    permissions.catch(() => this.entries.delete(key));
    if (this.entries.size > 20_000) this.entries.clear();
    this.entries.set(key, { permissions, expires: now + this.ttlMs });
    return permissions;
  }

  async changed(tenantId: string): Promise<void> {
    for (const key of this.entries.keys()) if (key.startsWith(`${tenantId}/`)) this.entries.delete(key);
    await this.bus.publish(channels.permissions, { tenantId });
  }
}
