/**
 * Publish/subscribe between the parts of Strata and across processes: cache invalidation
 * (tenants, sessions, metadata, permissions) and live record changes. In one process an
 * EventEmitter; across processes PostgreSQL LISTEN/NOTIFY (the default: the database Strata
 * already has) or Redis (REDIS_URL, for many processes).
 *
 * Every bus delivers to this process's own subscribers at once, then sends to the others.
 * Publishing never fails a caller: a change event goes out after COMMIT, and a committed write
 * must never answer an error because the bus is down (the message is retried in the
 * background). After the transport comes back, every subscriber receives an empty message
 * `{}`: messages may have been missed meanwhile, so caches drop everything.
 */
export type EventHandler = (message: unknown) => void;

export type BusHealth = {
  /** The transport can send right now (the in-process bus always can). */
  transport: 'up' | 'down';
  /** This process receives other processes' messages right now. */
  subscriptions: 'held' | 'missing';
};

export interface EventBus {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Delivers locally, then sends to other processes; never rejects. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns a function that ends the subscription. */
  subscribe(channel: string, handler: EventHandler): () => void;
  health(): Promise<BusHealth>;
  /** Sends what is still queued (briefly), then disconnects. */
  close(): Promise<void>;
}

/** Channel names, in one place so publishers and subscribers agree. */
export const channels = {
  /** {name}: an organisation was created, suspended, resumed or deleted; {} drops all. */
  tenants: 'strata:tenants',
  /** {hashes, sessionIds}: sessions ended; {} makes every cache and stream check again. */
  sessions: 'strata:sessions',
  /** {tenantId}: a tenant's metadata changed; drop it from every cache. */
  metadata: 'strata:metadata',
  /** {tenantId}: roles, role assignments, teams or users changed. */
  permissions: 'strata:permissions',
  /** {tenantId, entities: {name: timestamp}}: records changed (after commit). */
  changes: 'strata:changes',
} as const;
