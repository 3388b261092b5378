import pg from 'pg';
import { sql } from 'slonik';
import { z } from 'zod';
import { withUtcSessions } from '../db/pool.js';
import type { DatabasePool } from '../db/types.js';
import type { Logger } from '../logging/logger.js';
import type { BusTransport } from './remote-event-bus.js';

/** One PostgreSQL channel carries every bus channel (the envelope names it). */
const notifyChannel = 'strata_bus';
/** NOTIFY refuses payloads of 8000 bytes or more. */
const maxPayloadBytes = 7_900;
const firstRetryMs = 500;
const maxRetryMs = 15_000;

/**
 * The bus between processes on the database Strata already has: NOTIFY through the pool,
 * LISTEN on one dedicated connection that reconnects with backoff and listens again.
 * NOTIFY is delivered only to sessions connected to the same database, which is exactly the
 * set of Strata processes (API servers and the CLI) sharing that database.
 */
export class PostgresTransport implements BusTransport {
  readonly kind = 'postgres' as const;
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = firstRetryMs;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionUri: string,
    private readonly pool: DatabasePool,
    private readonly logger: Logger,
  ) {}

  async send(payload: string): Promise<void> {
    let text = payload;
    if (Buffer.byteLength(text) > maxPayloadBytes) {
      // Too long to carry: send the channel's "drop everything" message instead.
      const { o, c } = JSON.parse(text) as { o: string; c: string };
      this.logger.warn({ channel: c }, 'bus message too long for NOTIFY; sent as a full invalidation');
      text = JSON.stringify({ o, c, m: {} });
    }
    await this.pool.query(sql.unsafe`SELECT pg_notify(${notifyChannel}, ${text})`);
  }

  listen(onMessage: (payload: string) => void, onHeld: (held: boolean) => void): void {
    const connect = async () => {
      if (this.closed) return;
      const client = new pg.Client({
        connectionString: withUtcSessions(this.connectionUri),
        keepAlive: true,
      });
      const lost = (error?: Error) => {
        if (this.client !== client) return;
        this.client = undefined;
        onHeld(false);
        if (error) this.logger.warn({ err: error.message }, 'bus listener connection lost');
        client.end().catch(() => undefined);
        schedule();
      };
      client.on('notification', (message) => {
        if (message.channel === notifyChannel && message.payload) onMessage(message.payload);
      });
      client.on('error', lost);
      client.on('end', () => lost());
      try {
        await client.connect();
        await client.query(`LISTEN ${notifyChannel}`);
      } catch (error) {
        client.removeAllListeners('end');
        client.end().catch(() => undefined);
        if (!this.closed) {
          this.logger.warn({ err: (error as Error).message }, 'bus listener cannot connect; retrying');
          schedule();
        }
        return;
      }
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.retryMs = firstRetryMs;
      onHeld(true);
    };
    const schedule = () => {
      if (this.closed || this.reconnectTimer) return;
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = undefined;
        void connect();
      }, this.retryMs);
      this.reconnectTimer.unref();
      this.retryMs = Math.min(this.retryMs * 2, maxRetryMs);
    };
    void connect();
  }

  async ping(): Promise<boolean> {
    try {
      await this.pool.oneFirst(sql.type(z.object({ ok: z.literal(1) }))`SELECT 1 AS ok`);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
