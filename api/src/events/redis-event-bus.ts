import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.js';
import type { EventBus, EventHandler } from './event-bus.js';

/**
 * The bus across API processes: Redis pub/sub with one connection to publish and one to
 * subscribe (a subscribed Redis connection can do nothing else). Messages are JSON.
 */
export class RedisEventBus implements EventBus {
  readonly kind = 'redis' as const;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<EventHandler>>();

  constructor(
    url: string,
    private readonly logger: Logger,
  ) {
    const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => this.logger.warn({ err: error.message }, 'redis error'));
    }
    this.subscriber.on('message', (channel: string, payload: string) => {
      let message: unknown;
      try {
        message = JSON.parse(payload);
      } catch {
        this.logger.warn({ channel }, 'ignored a malformed bus message');
        return;
      }
      for (const handler of this.handlers.get(channel) ?? []) handler(message);
    });
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(channel, JSON.stringify(message));
  }

  subscribe(channel: string, handler: EventHandler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      void this.subscriber.subscribe(channel).catch((error: Error) => {
        this.logger.error({ err: error.message, channel }, 'redis subscribe failed');
      });
    }
    set.add(handler);
    return () => {
      set?.delete(handler);
    };
  }

  async health(): Promise<'up' | 'down'> {
    try {
      const answer = await Promise.race([
        this.publisher.ping(),
        new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 1_000).unref()),
      ]);
      return answer === 'PONG' ? 'up' : 'down';
    } catch {
      return 'down';
    }
  }

  async close(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
