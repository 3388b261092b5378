import type { Logger } from '../logging/logger.js';
import type { EventBus } from './event-bus.js';
import { MemoryEventBus } from './memory-event-bus.js';
import { RedisEventBus } from './redis-event-bus.js';

export function createEventBus(redisUrl: string | undefined, logger: Logger): EventBus {
  return redisUrl ? new RedisEventBus(redisUrl, logger) : new MemoryEventBus();
}
