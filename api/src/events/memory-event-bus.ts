import type { BusHealth, EventBus, EventHandler } from './event-bus.js';
import { LocalHandlers } from './local-handlers.js';

/** Delivers within this process only: tests, and tools that need no other process. */
export class MemoryEventBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly handlers = new LocalHandlers();

  async publish(channel: string, message: unknown): Promise<void> {
    // Deliver asynchronously, as the other buses do: publishers never run subscriber code inline.
    queueMicrotask(() => this.handlers.deliver(channel, message));
  }

  subscribe(channel: string, handler: EventHandler): () => void {
    return this.handlers.add(channel, handler);
  }

  async health(): Promise<BusHealth> {
    return { transport: 'up', subscriptions: 'held' };
  }

  async close(): Promise<void> {}
}
