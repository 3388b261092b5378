import { randomUUID } from 'node:crypto';
import type { Logger } from '../logging/logger.js';
import type { BusHealth, EventBus, EventHandler } from './event-bus.js';
import { LocalHandlers } from './local-handlers.js';

/** What carries messages between processes (PostgreSQL NOTIFY, Redis PUBLISH). */
export interface BusTransport {
  readonly kind: 'postgres' | 'redis';
  /** Sends one encoded message; rejects when it cannot. */
  send(payload: string): Promise<void>;
  /**
   * Starts receiving (called once, at the first subscription) and keeps receiving: the
   * transport reconnects and subscribes again by itself, reporting each change of state.
   */
  listen(onMessage: (payload: string) => void, onHeld: (held: boolean) => void): void;
  /** Whether a message could be sent right now. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

type Envelope = { o: string; c: string; m: unknown };

const sendTimeoutMs = 1_000;
const retryEveryMs = 1_000;
/** A message still unsent after this many tries is dropped (caches also expire on their own). */
const maxTries = 60;
const maxQueued = 1_000;

/**
 * A bus over a transport: delivers to this process at once, sends to the others, ignores its
 * own messages coming back, retries what could not be sent, and has every subscriber drop
 * its cache when the transport comes back after an outage (messages may have been missed).
 */
export class RemoteEventBus implements EventBus {
  readonly kind: 'postgres' | 'redis';
  private readonly origin = randomUUID();
  private readonly handlers: LocalHandlers;
  private listening = false;
  private held = false;
  private lostOnce = false;
  private queue: { payload: string; tries: number }[] = [];
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly transport: BusTransport,
    private readonly logger: Logger,
  ) {
    this.kind = transport.kind;
    this.handlers = new LocalHandlers(logger);
  }

  async publish(channel: string, message: unknown): Promise<void> {
    queueMicrotask(() => this.handlers.deliver(channel, message));
    const payload = JSON.stringify({ o: this.origin, c: channel, m: message } satisfies Envelope);
    if (await this.trySend(payload)) return;
    if (this.queue.length >= maxQueued) this.queue.shift();
    this.queue.push({ payload, tries: 1 });
    this.logger.warn({ channel, queued: this.queue.length }, 'bus message not sent; retrying');
    this.scheduleRetry();
  }

  subscribe(channel: string, handler: EventHandler): () => void {
    const remove = this.handlers.add(channel, handler);
    if (!this.listening) {
      this.listening = true;
      this.transport.listen(
        (payload) => this.receive(payload),
        (held) => this.onHeld(held),
      );
    }
    return remove;
  }

  async health(): Promise<BusHealth> {
    const up = await this.transport.ping().catch(() => false);
    return {
      transport: up ? 'up' : 'down',
      // a process that never subscribed (the CLI) needs no subscription
      subscriptions: !this.listening || this.held ? 'held' : 'missing',
    };
  }

  async close(): Promise<void> {
    clearTimeout(this.retryTimer);
    await this.flush();
    await this.transport.close();
  }

  private receive(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      this.logger.warn('ignored a malformed bus message');
      return;
    }
    if (envelope.o === this.origin || typeof envelope.c !== 'string') return;
    this.handlers.deliver(envelope.c, envelope.m);
  }

  private onHeld(held: boolean): void {
    if (held === this.held) return;
    this.held = held;
    if (!held) {
      this.lostOnce = true;
      this.logger.warn({ bus: this.kind }, 'bus subscriptions lost; reconnecting');
      return;
    }
    this.logger.info({ bus: this.kind }, 'bus subscriptions held');
    // Whatever other processes sent while we were away is lost: start from fresh caches.
    if (this.lostOnce) this.handlers.resync();
    void this.flush();
  }

  private async trySend(payload: string): Promise<boolean> {
    try {
      await Promise.race([
        this.transport.send(payload),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('bus send timed out')), sendTimeoutMs).unref(),
        ),
      ]);
      return true;
    } catch {
      return false;
    }
  }

  private scheduleRetry(): void {
    if (this.retryTimer || this.queue.length === 0) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.flush().then(() => this.scheduleRetry());
    }, retryEveryMs);
    this.retryTimer.unref();
  }

  /** Sends the queue in order, stopping at the first failure. */
  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const next = this.queue[0];
      if (!next) break;
      if (await this.trySend(next.payload)) {
        this.queue.shift();
        continue;
      }
      next.tries += 1;
      if (next.tries >= maxTries) {
        this.queue.shift();
        this.logger.error({ bus: this.kind }, 'bus message dropped after retries');
        continue;
      }
      break;
    }
  }
}
