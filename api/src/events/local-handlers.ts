import type { Logger } from '../logging/logger.js';
import type { EventHandler } from './event-bus.js';

/**
 * The subscribers of one process, by channel. A handler that throws is logged and does not
 * stop the others: one bad subscriber must not keep a cache from being invalidated.
 */
export class LocalHandlers {
  private readonly byChannel = new Map<string, Set<EventHandler>>();

  constructor(private readonly logger?: Logger) {}

  add(channel: string, handler: EventHandler): () => void {
    let set = this.byChannel.get(channel);
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  deliver(channel: string, message: unknown): void {
    for (const handler of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        handler(message);
      } catch (error) {
        this.logger?.error({ err: error, channel }, 'a bus subscriber failed');
      }
    }
  }

  /** After an outage: every subscriber drops what it cached, as messages may have been lost. */
  resync(): void {
    for (const channel of this.byChannel.keys()) this.deliver(channel, {});
  }
}
