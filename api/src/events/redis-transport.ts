import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.js';
import type { BusTransport } from './remote-event-bus.js';

/** One Redis channel carries every bus channel (the envelope names it). */
const redisChannel = 'strata:bus';

/**
 * The bus between many processes: Redis pub/sub with one connection to publish and one to
 * subscribe (a subscribed connection can do nothing else). Publishing fails at once while
 * Redis is unreachable (no offline queue: the bus retries by itself, and a caller must never
 * wait seconds for it); the subscriber subscribes again on every (re)connection, including the
 * first one after a start while Redis was down.
 */
export class RedisTransport implements BusTransport {
  readonly kind = 'redis' as const;
  private readonly publisher: Redis;
  private subscriber: Redis | undefined;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.publisher.on('error', (error: Error) => this.logger.debug({ err: error.message }, 'redis error'));
  }

  async send(payload: string): Promise<void> {
    await this.publisher.publish(redisChannel, payload);
  }

  listen(onMessage: (payload: string) => void, onHeld: (held: boolean) => void): void {
    const subscriber = new Redis(this.url, {
      lazyConnect: true,
      // subscriptions are ours to renew on 'ready' (below); queued commands would pile up
      autoResubscribe: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: null,
    });
    this.subscriber = subscriber;
    subscriber.on('error', (error: Error) => this.logger.debug({ err: error.message }, 'redis error'));
    subscriber.on('message', (channel: string, payload: string) => {
      if (channel === redisChannel) onMessage(payload);
    });
    subscriber.on('ready', () => {
      subscriber.subscribe(redisChannel).then(
        () => onHeld(true),
        (error: Error) => {
          this.logger.warn({ err: error.message }, 'redis subscribe failed; reconnecting');
          subscriber.disconnect(true);
        },
      );
    });
    subscriber.on('close', () => onHeld(false));
    subscriber.connect().catch(() => undefined);
  }

  async ping(): Promise<boolean> {
    try {
      const answer = await Promise.race([
        this.publisher.ping(),
        new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 1_000).unref()),
      ]);
      return answer === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber?.disconnect();
  }
}
