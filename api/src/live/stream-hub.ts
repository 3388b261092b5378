import { channels, type EventBus } from '../events/event-bus.js';
import { type EffectivePermissions, levelFor } from '../permissions/effective-permissions.js';
import type { PermissionCache } from '../permissions/permission-cache.js';
import type { TenantRecord } from '../tenancy/tenant-registry.js';

/**
 * Changes to these reshape every user's context (metadata, translated names), so every stream
 * gets them whatever the user may read: the entity name and a timestamp tell nothing more.
 */
const announcedToEveryone: ReadonlySet<string> = new Set(['inu_metadata', 'inu_localize']);

/** One open stream as the hub sees it. */
export type HubStream = {
  tenant: TenantRecord;
  userId: string;
  sessionId: string;
  /** Writes one framed SSE piece (bounded by the stream itself). */
  write: (text: string) => void;
  end: () => void;
  /** Whether the stream's session still lives and its user still has access. */
  stillAllowed: () => Promise<boolean>;
};

/** A comment line now and then keeps proxies from closing a quiet stream; access is checked then too. */
export const heartbeatMs = 25_000;

/**
 * One user's streams in one tenant, the last patch still on its way to them, and the user's
 * permissions as last read (`generation` counts the drops, so a read that began before a drop
 * is not kept).
 */
type UserStreams = {
  streams: Set<HubStream>;
  tail: Promise<void>;
  known?: { permissions: EffectivePermissions; at: number };
  refreshing: boolean;
  generation: number;
};

type ChangeMessage = { tenantId?: unknown; entities?: Record<string, number> } | null;
type SessionsMessage = { sessionIds?: unknown } | null;

/**
 * The fan-out of one process's event streams: one bus subscription per channel, streams kept
 * by tenant, then user. A change is filtered by permissions once per user of its tenant (not
 * once per stream: thousands of streams would each wait on a lookup of their own), framed once
 * per user and written to that user's streams; other tenants' streams are not even visited.
 * One heartbeat for all streams, and access checked once per session (its streams share the
 * session, hence the user and tenant), not once per stream.
 */
export class StreamHub {
  private readonly byTenant = new Map<string, Map<string, UserStreams>>();
  private readonly bySession = new Map<string, Set<HubStream>>();
  /** Sessions being checked; true: asked again meanwhile (the check under way may predate why). */
  private readonly checking = new Map<string, boolean>();
  private listening = false;

  constructor(
    private readonly bus: EventBus,
    private readonly permissions: PermissionCache,
  ) {}

  /** Adds a stream; returns the function that removes it. */
  add(stream: HubStream): () => void {
    if (!this.listening) this.listen();
    const users = getOrAdd(this.byTenant, stream.tenant.id, () => new Map<string, UserStreams>());
    getOrAdd(users, stream.userId, () => ({
      streams: new Set<HubStream>(),
      tail: Promise.resolve(),
      refreshing: false,
      generation: 0,
    })).streams.add(stream);
    getOrAdd(this.bySession, stream.sessionId, () => new Set<HubStream>()).add(stream);
    return () => this.remove(stream);
  }

  private remove(stream: HubStream): void {
    const users = this.byTenant.get(stream.tenant.id);
    const mine = users?.get(stream.userId);
    mine?.streams.delete(stream);
    if (mine?.streams.size === 0) users?.delete(stream.userId);
    if (users?.size === 0) this.byTenant.delete(stream.tenant.id);
    const session = this.bySession.get(stream.sessionId);
    session?.delete(stream);
    if (session?.size === 0) this.bySession.delete(stream.sessionId);
  }

  private listen(): void {
    // for the app's lifetime, as the caches' subscriptions are
    this.listening = true;
    this.bus.subscribe(channels.changes, (message) => this.onChange(message as ChangeMessage));
    this.bus.subscribe(channels.sessions, (message) => this.onSessions(message as SessionsMessage));
    // rights changed: the copies go at once, as the permission cache's entries do
    this.bus.subscribe(channels.permissions, (message) => {
      const tenantId = (message as { tenantId?: unknown } | null)?.tenantId;
      const tenants = typeof tenantId === 'string' ? [this.byTenant.get(tenantId)] : this.byTenant.values();
      for (const users of tenants) for (const user of users?.values() ?? []) this.forget(user);
    });
    // the process's lifetime, as the subscriptions; unref: it must not keep a process alive
    setInterval(() => this.heartbeat(), heartbeatMs).unref();
  }

  private onChange(change: ChangeMessage): void {
    if (typeof change?.tenantId !== 'string' || !change.entities) return;
    const users = this.byTenant.get(change.tenantId);
    if (!users) return;
    const entities = Object.entries(change.entities);
    for (const [userId, user] of users) {
      // the streams open at the commit (a stream gets commits made after it opened); copied also
      // because ending a stream removes it from the set
      const targets = [...user.streams];
      const first = targets[0];
      if (!first) continue;
      const loaded = this.permissionsOf(first.tenant, userId, user);
      // lookups may finish out of order (one read, the next cached): patches go out in commit order
      user.tail = Promise.all([loaded, user.tail]).then(
        ([permissions]) => {
          if (!permissions.active) {
            for (const stream of targets) stream.end();
            return;
          }
          const visible = entities.filter(
            ([entity]) => announcedToEveryone.has(entity) || levelFor(permissions, entity, 'read') > 0,
          );
          if (visible.length === 0) return;
          const text = `event: patch\ndata: ${JSON.stringify({ path: '/', data: Object.fromEntries(visible) })}\n\n`;
          for (const stream of targets) stream.write(text);
        },
        () => undefined,
      );
    }
  }

  /**
   * The user's permissions for a change: a copy read within half the permission cache's lifetime
   * at once; an older one (up to a lifetime) at once too while a fresh read runs beside it, so a
   * cache expiry does not hold a patch behind a database round trip; otherwise a read, waited
   * for. A change of rights drops the copies through the bus, as it drops the cache's entries.
   */
  private permissionsOf(
    tenant: TenantRecord,
    userId: string,
    user: UserStreams,
  ): Promise<EffectivePermissions> {
    const ttl = this.permissions.ttlMs;
    const age = user.known ? Date.now() - user.known.at : Number.POSITIVE_INFINITY;
    // the cache's entry may have been up to a lifetime old when copied: what is used here is
    // never older than two lifetimes when a change went unannounced (the heartbeat checks too)
    if (user.known && age < ttl / 2) return Promise.resolve(user.known.permissions);
    if (user.known && age < ttl) {
      if (!user.refreshing) {
        user.refreshing = true;
        void this.read(tenant, userId, user)
          .catch(() => undefined)
          .finally(() => {
            user.refreshing = false;
          });
      }
      return Promise.resolve(user.known.permissions);
    }
    return this.read(tenant, userId, user);
  }

  private async read(tenant: TenantRecord, userId: string, user: UserStreams): Promise<EffectivePermissions> {
    const generation = user.generation;
    const at = Date.now();
    const permissions = await this.permissions.get(tenant, userId);
    if (this.permissions.ttlMs > 0 && user.generation === generation) user.known = { permissions, at };
    return permissions;
  }

  private forget(user: UserStreams): void {
    user.known = undefined;
    user.generation++;
  }

  private onSessions(message: SessionsMessage): void {
    const ended = message?.sessionIds;
    if (!Array.isArray(ended)) {
      for (const sessionId of this.bySession.keys()) this.checkSession(sessionId);
      return;
    }
    for (const sessionId of ended) {
      const streams = typeof sessionId === 'string' ? this.bySession.get(sessionId) : undefined;
      for (const stream of [...(streams ?? [])]) stream.end();
    }
  }

  private heartbeat(): void {
    for (const [sessionId, streams] of this.bySession) {
      for (const stream of [...streams]) stream.write(':\n\n');
      this.checkSession(sessionId);
    }
  }

  /** One check for all of a session's streams (one at a time); ends them if it fails. */
  private checkSession(sessionId: string): void {
    const first = this.bySession.get(sessionId)?.values().next().value;
    if (!first) return;
    if (this.checking.has(sessionId)) {
      this.checking.set(sessionId, true);
      return;
    }
    this.checking.set(sessionId, false);
    void first
      .stillAllowed()
      .then(
        (allowed) => {
          if (!allowed) for (const stream of [...(this.bySession.get(sessionId) ?? [])]) stream.end();
        },
        () => undefined,
      )
      .finally(() => {
        const again = this.checking.get(sessionId);
        this.checking.delete(sessionId);
        if (again) this.checkSession(sessionId);
      });
  }
}

function getOrAdd<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}
