import type { DatabasePool } from '../db/types.js';
import type { Logger } from '../logging/logger.js';
import type { EventBus } from './event-bus.js';
import { MemoryEventBus } from './memory-event-bus.js';
import { PostgresTransport } from './postgres-transport.js';
import { RedisTransport } from './redis-transport.js';
import { RemoteEventBus } from './remote-event-bus.js';

/**
 * Redis when REDIS_URL is set (many processes), else PostgreSQL LISTEN/NOTIFY on Strata's own
 * database (the API and the CLI reach each other with nothing more), else in-process only.
 */
export function createEventBus(options: {
  redisUrl?: string | undefined;
  database?: { connectionUri: string; pool: DatabasePool } | undefined;
  logger: Logger;
}): EventBus {
  if (options.redisUrl)
    return new RemoteEventBus(new RedisTransport(options.redisUrl, options.logger), options.logger);
  if (options.database) {
    const { connectionUri, pool } = options.database;
    return new RemoteEventBus(new PostgresTransport(connectionUri, pool, options.logger), options.logger);
  }
  return new MemoryEventBus();
}
