import { EventEmitter } from 'node:events';
import type { EventBus, EventHandler } from './event-bus.js';

/** The bus when REDIS_URL is unset: delivers within this process only. */
export class MemoryEventBus implements EventBus {
  readonly kind = 'memory' as const;
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(channel: string, message: unknown): Promise<void> {
    // Deliver asynchronously, as Redis would: publishers never run subscriber code inline.
    queueMicrotask(() => this.emitter.emit(channel, message));
  }

  subscribe(channel: string, handler: EventHandler): () => void {
    this.emitter.on(channel, handler);
    return () => this.emitter.off(channel, handler);
  }

  async health(): Promise<'up'> {
    return 'up';
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
