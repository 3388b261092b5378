import { sql } from 'slonik';
import { z } from 'zod';
import type { DatabasePool } from '../db/types.js';
import type { EventBus } from '../events/event-bus.js';
import { generateSecret, hashSecret, isWellFormedSecret } from './random-secret.js';

export type Session = { id: string; tenantId: string; userId: string; lastSeenAt: number };

const sessionRow = z.object({
  id: z.string(),
  tenant_id: z.string(),
  user_id: z.string(),
  last_seen_at: z.string(),
});

type Cached = { session: Session | null; expires: number };

const sessionsChannel = 'strata:sessions';
/** last_seen_at is written at most this often per session: not one write per request. */
const touchIntervalMs = 60_000;

/**
 * Sessions in PostgreSQL (strata.sessions), bound to one tenant and one user, ending after
 * an idle period or a maximum age. Lookups are cached for a few seconds; ending a session
 * drops it from every process's cache through the event bus.
 */
export class SessionStore {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly pool: DatabasePool,
    private readonly bus: EventBus,
    private readonly options: { idleMs: number; maxMs: number; cacheMs?: number },
  ) {
    bus.subscribe(sessionsChannel, (message) => {
      const hashes = (message as { hashes?: unknown }).hashes;
      if (Array.isArray(hashes)) for (const hash of hashes) this.cache.delete(String(hash));
      else this.cache.clear();
    });
  }

  async create(input: { tenantId: string; userId: string; ip?: string; userAgent?: string }) {
    const token = generateSecret();
    const id = await this.pool.oneFirst(sql.unsafe`
      INSERT INTO strata.sessions (token_hash, tenant_id, user_id, idle_expires_at, absolute_expires_at, ip, user_agent)
      VALUES (${sql.binary(hashSecret(token))}, ${input.tenantId}, ${input.userId},
              now() + ${sql.interval({ seconds: this.options.idleMs / 1000 })},
              now() + ${sql.interval({ seconds: this.options.maxMs / 1000 })},
              ${input.ip?.slice(0, 100) ?? null}, ${input.userAgent?.slice(0, 300) ?? null})
      RETURNING id`);
    return { token, sessionId: String(id) };
  }

  /** The live session of a token, or null (unknown, ended, idle too long, too old). */
  async find(token: string): Promise<Session | null> {
    if (!isWellFormedSecret(token)) return null;
    const hash = hashSecret(token);
    const key = hash.toString('hex');
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && cached.expires > now) return cached.session;

    const row = await this.pool.maybeOne(sql.type(sessionRow)`
      SELECT id, tenant_id, user_id, last_seen_at FROM strata.sessions
      WHERE token_hash = ${sql.binary(hash)} AND idle_expires_at > now() AND absolute_expires_at > now()`);
    const session = row
      ? { id: row.id, tenantId: row.tenant_id, userId: row.user_id, lastSeenAt: Date.parse(row.last_seen_at) }
      : null;
    if (session && now - session.lastSeenAt > touchIntervalMs) {
      await this.pool.query(sql.unsafe`
        UPDATE strata.sessions
        SET last_seen_at = now(), read_count = read_count + 1,
            idle_expires_at = LEAST(absolute_expires_at, now() + ${sql.interval({ seconds: this.options.idleMs / 1000 })})
        WHERE id = ${session.id}`);
      session.lastSeenAt = now;
    }
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(key, { session, expires: now + (this.options.cacheMs ?? 5_000) });
    return session;
  }

  async end(token: string): Promise<void> {
    if (!isWellFormedSecret(token)) return;
    const hash = hashSecret(token);
    await this.pool.query(sql.unsafe`DELETE FROM strata.sessions WHERE token_hash = ${sql.binary(hash)}`);
    await this.forget([hash.toString('hex')]);
  }

  /** Ends one session by id, within its tenant (the administrators' session list). */
  async endById(tenantId: string, sessionId: string): Promise<boolean> {
    const hashes = await this.pool.anyFirst(sql.unsafe`
      DELETE FROM strata.sessions WHERE tenant_id = ${tenantId} AND id = ${sessionId}
      RETURNING encode(token_hash, 'hex')`);
    await this.forget(hashes.map(String));
    return hashes.length > 0;
  }

  /** Ends a user's sessions, all or all but one (a password change keeps the changer's own). */
  async endUserSessions(tenantId: string, userId: string, exceptSessionId?: string): Promise<void> {
    const hashes = await this.pool.anyFirst(sql.unsafe`
      DELETE FROM strata.sessions
      WHERE tenant_id = ${tenantId} AND user_id = ${userId} AND id IS DISTINCT FROM ${exceptSessionId ?? null}
      RETURNING encode(token_hash, 'hex')`);
    await this.forget(hashes.map(String));
  }

  private async forget(hashes: string[]): Promise<void> {
    for (const hash of hashes) this.cache.delete(hash);
    if (hashes.length > 0) await this.bus.publish(sessionsChannel, { hashes });
  }
}
