/**
 * Publish/subscribe between the parts of Strata: tenant and metadata cache invalidation now,
 * live record changes later. In one process an EventEmitter does; across processes Redis.
 */
export type EventHandler = (message: unknown) => void;

export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns a function that ends the subscription. */
  subscribe(channel: string, handler: EventHandler): () => void;
  /** 'up' when the bus can deliver right now; the in-process bus always can. */
  health(): Promise<'up' | 'down'>;
  close(): Promise<void>;
}

/** Channel names, in one place so publishers and subscribers agree. */
export const channels = {
  tenants: 'strata:tenants',
  /** {tenantId}: a tenant's metadata changed; drop it from every cache. */
  metadata: 'strata:metadata',
  /** {tenantId}: roles, role assignments or teams changed. */
  permissions: 'strata:permissions',
  /** {tenantId, entities: {name: timestamp}}: records changed (after commit). */
  changes: 'strata:changes',
} as const;
