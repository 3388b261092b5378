import { sql } from 'slonik';
import { z } from 'zod';
import { platformTable } from '../db/platform-table.js';
import type { DatabasePool } from '../db/types.js';
import { channels, type EventBus } from '../events/event-bus.js';
import { generateSecret, hashSecret, isWellFormedSecret } from '../passwords/random-secret.js';

export type Session = { id: string; tenantId: string; userId: string; lastSeenAt: number };

const sessionRow = z.object({
  id: z.string(),
  tenant_id: z.string(),
  user_id: z.string(),
  last_seen_at: z.string(),
});

const endedRow = z.object({ id: z.string(), hash: z.string() });

/** A cached lookup; after `refreshAt` a hit also reads it again in the background. */
type Cached = { session: Session | null; expires: number; refreshAt: number; refreshing: boolean };

/**
 * How long a lookup is kept: ending a session drops it from every process at once (the bus),
 * so this bounds only what a lost bus message leaves. 30 s, not 5: with many organisations a
 * shorter period expired between a user's requests and the re-reads were most of the cost of
 * a fetch rotating over them (issue 25's scale bench).
 */
const defaultCacheMs = 30_000;

/** last_seen_at is written at most this often per session: not one write per request. */
const touchIntervalMs = 60_000;

/**
 * Sessions in PostgreSQL (strata.sessions), bound to one tenant and one user, ending after
 * an idle period or a maximum age. Lookups are cached for half a minute; ending a session
 * drops it from every process's cache through the event bus.
 */
export class SessionStore {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly pool: DatabasePool,
    private readonly bus: EventBus,
    private readonly options: { idleMs: number; maxMs: number; cacheMs?: number },
  ) {
    bus.subscribe(channels.sessions, (message) => {
      const hashes = (message as { hashes?: unknown } | null)?.hashes;
      if (Array.isArray(hashes)) for (const hash of hashes) this.cache.delete(String(hash));
      else this.cache.clear();
    });
  }

  async create(input: { tenantId: string; userId: string; ip?: string; userAgent?: string }) {
    const token = generateSecret();
    const id = await this.pool.oneFirst(sql.type(z.object({ id: z.string() }))`
      INSERT INTO ${platformTable('sessions')} (token_hash, tenant_id, user_id, idle_expires_at, absolute_expires_at, ip, user_agent)
      VALUES (${sql.binary(hashSecret(token))}, ${input.tenantId}, ${input.userId},
              now() + ${sql.interval({ seconds: this.options.idleMs / 1000 })},
              now() + ${sql.interval({ seconds: this.options.maxMs / 1000 })},
              ${input.ip?.slice(0, 100) ?? null}, ${input.userAgent?.slice(0, 300) ?? null})
      RETURNING id`);
    return { token, sessionId: id };
  }

  /**
   * The live session of a token, or null (unknown, ended, idle too long, too old). A cached
   * lookup in the last quarter of its time is read again in the background while the cached
   * answer serves this request, so a token used at least that often never waits for the
   * database: with many organisations each one's users come back every few seconds, and a
   * fixed expiry made about one request in six of a fetch rotating over 200 organisations read
   * its session first (issue 25's scale bench). Reads stay at one per period per token, and
   * staleness bounded by the period: an entry past it is read before answering.
   */
  async find(token: string): Promise<Session | null> {
    if (!isWellFormedSecret(token)) return null;
    const hash = hashSecret(token);
    const key = hash.toString('hex');
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && cached.expires > now) {
      if (!cached.refreshing && now >= cached.refreshAt) {
        cached.refreshing = true;
        // an end() meanwhile drops the entry; the refresh then stores nothing (see read)
        this.read(hash, key, cached).catch(() => {
          cached.refreshing = false;
        });
      }
      return cached.session;
    }
    return this.read(hash, key);
  }

  /** Reads a session and caches it, unless `replacing` left the cache meanwhile (ended). */
  private async read(hash: Buffer, key: string, replacing?: Cached): Promise<Session | null> {
    const now = Date.now();
    const row = await this.pool.maybeOne(sql.type(sessionRow)`
      SELECT id, tenant_id, user_id, last_seen_at FROM ${platformTable('sessions')}
      WHERE token_hash = ${sql.binary(hash)} AND idle_expires_at > now() AND absolute_expires_at > now()`);
    const session = row
      ? { id: row.id, tenantId: row.tenant_id, userId: row.user_id, lastSeenAt: Date.parse(row.last_seen_at) }
      : null;
    if (session && now - session.lastSeenAt > touchIntervalMs) {
      await this.pool.query(sql.unsafe`
        UPDATE ${platformTable('sessions')}
        SET last_seen_at = now(), read_count = read_count + 1,
            idle_expires_at = LEAST(absolute_expires_at, now() + ${sql.interval({ seconds: this.options.idleMs / 1000 })})
        WHERE id = ${session.id}`);
      session.lastSeenAt = now;
    }
    if (replacing && this.cache.get(key) !== replacing) return session;
    if (this.cache.size > 50_000) this.cache.clear();
    const cacheMs = this.options.cacheMs ?? defaultCacheMs;
    this.cache.set(key, {
      session,
      expires: now + cacheMs,
      refreshAt: now + (cacheMs * 3) / 4,
      refreshing: false,
    });
    return session;
  }

  /** Whether a session still lives (open event streams ask when sessions end). */
  async isLive(sessionId: string): Promise<boolean> {
    const found = await this.pool.maybeOneFirst(sql.type(z.object({ live: z.literal(true) }))`
      SELECT true AS live FROM ${platformTable('sessions')}
      WHERE id = ${sessionId} AND idle_expires_at > now() AND absolute_expires_at > now()`);
    return found !== null;
  }

  async end(token: string): Promise<void> {
    if (!isWellFormedSecret(token)) return;
    const hash = hashSecret(token);
    await this.forget(
      await this.pool.any(sql.type(endedRow)`
        DELETE FROM ${platformTable('sessions')} WHERE token_hash = ${sql.binary(hash)}
        RETURNING id, encode(token_hash, 'hex') AS hash`),
    );
  }

  /** Ends one session by id, within its tenant (the administrators' session list). */
  async endById(tenantId: string, sessionId: string): Promise<boolean> {
    const ended = await this.pool.any(sql.type(endedRow)`
      DELETE FROM ${platformTable('sessions')} WHERE tenant_id = ${tenantId} AND id = ${sessionId}
      RETURNING id, encode(token_hash, 'hex') AS hash`);
    await this.forget(ended);
    return ended.length > 0;
  }

  /** Ends a user's sessions, all or all but one (a password change keeps the changer's own). */
  async endUserSessions(tenantId: string, userId: string, exceptSessionId?: string): Promise<void> {
    await this.forget(
      await this.pool.any(sql.type(endedRow)`
        DELETE FROM ${platformTable('sessions')}
        WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND id IS DISTINCT FROM ${exceptSessionId ?? null}
        RETURNING id, encode(token_hash, 'hex') AS hash`),
    );
  }

  /**
   * Ends every session of the tenant whose user lost access: disabled, deleted, or left with
   * no active role. Run after a commit that touched users, role assignments or roles.
   */
  async endSessionsWithoutAccess(tenant: { id: string; schemaName: string }): Promise<number> {
    const table = (name: string) => sql.identifier([tenant.schemaName, name]);
    const ended = await this.pool.any(sql.type(endedRow)`
      DELETE FROM ${platformTable('sessions')} s
      WHERE s.tenant_id = ${tenant.id} AND NOT EXISTS (
        SELECT 1 FROM ${table('systemuser')} u
        WHERE u.id = s.user_id AND u.isdisabled IS NOT TRUE AND EXISTS (
          SELECT 1 FROM ${table('inu_userroles')} ur
          JOIN ${table('inu_role')} r ON r.id = ur.roleid AND r.statecode = 0
          WHERE ur.systemuserid = u.id))
      RETURNING s.id, encode(s.token_hash, 'hex') AS hash`);
    await this.forget(ended);
    return ended.length;
  }

  /** Drops ended sessions from every process's cache and closes their event streams. */
  private async forget(ended: readonly { id: string; hash: string }[]): Promise<void> {
    if (ended.length === 0) return;
    for (const { hash } of ended) this.cache.delete(hash);
    await this.bus.publish(channels.sessions, {
      hashes: ended.map((row) => row.hash),
      sessionIds: ended.map((row) => row.id),
    });
  }
}
