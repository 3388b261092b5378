import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import { createDatabasePool } from './pool.js';
import type { DatabasePool } from './types.js';

/** The cluster every organisation starts on: the main database (DATABASE_URL). */
export const defaultCluster = 'default';

export type ClusterPoolSettings = {
  /** Where a registered cluster is (strata.clusters); null when it is not registered. */
  resolveUrl: (cluster: string) => Promise<string | null>;
  /** Connections of each cluster's pool (DATABASE_POOL_SIZE, as the main one). */
  poolSize?: number;
  statementTimeoutMs?: number;
  /** At most this many clusters' pools stay open; the least recently used one closes first. */
  maxPools?: number;
};

/** A tenant names a cluster that is not registered (or was removed): nothing can reach it. */
export class UnknownClusterError extends Error {
  constructor(readonly cluster: string) {
    super(`The cluster ${cluster} is not registered (strata cluster list)`);
  }
}

/**
 * One pool per PostgreSQL cluster, opened on first use and kept in a bounded LRU (a process
 * touching organisations on many clusters never holds more than `maxPools` pools). The default
 * cluster is the main pool, which this class never closes.
 *
 * Routing: the tenant middleware runs the rest of a request "on" its organisation's pool
 * (`run`); `routed` is a pool that sends every query to the pool of the current run, else to
 * the main pool. Services built once per process (metadata and permission caches, the data
 * routes) hold `routed` and so reach each organisation on its own cluster without knowing
 * clusters exist, while the control plane (registry, sessions, rate limits, bus) holds `main`.
 */
export class ClusterPools {
  private readonly pools: LRUCache<string, Promise<DatabasePool>>;
  private readonly current = new AsyncLocalStorage<DatabasePool>();
  readonly routed: DatabasePool;

  constructor(
    readonly main: DatabasePool,
    private readonly settings: ClusterPoolSettings,
  ) {
    this.pools = new LRUCache({
      max: settings.maxPools ?? 16,
      dispose: (pool) => {
        void pool.then((p) => p.end()).catch(() => undefined);
      },
    });
    this.routed = routingPool(main, () => this.current.getStore());
  }

  /** The pool of a cluster: the main one for 'default', else opened once and kept. */
  async poolFor(cluster: string): Promise<DatabasePool> {
    if (cluster === defaultCluster) return this.main;
    const open = this.pools.get(cluster);
    if (open) return open;
    const opening = this.settings.resolveUrl(cluster).then((url) => {
      if (!url) throw new UnknownClusterError(cluster);
      return createDatabasePool(url, {
        maximumPoolSize: this.settings.poolSize ?? 10,
        ...(this.settings.statementTimeoutMs ? { statementTimeoutMs: this.settings.statementTimeoutMs } : {}),
      });
    });
    // a failed open is not remembered: the next request tries again
    opening.catch(() => {
      if (this.pools.peek(cluster) === opening) this.pools.delete(cluster);
    });
    this.pools.set(cluster, opening);
    return opening;
  }

  /** The pool of the cluster an organisation lives on (its registry entry's `cluster`). */
  forTenant(tenant: { cluster?: string | undefined }): Promise<DatabasePool> {
    return this.poolFor(tenant.cluster ?? defaultCluster);
  }

  /** Runs `work` (and everything it starts) with `routed` sending queries to `pool`. */
  run<T>(pool: DatabasePool, work: () => T): T {
    return this.current.run(pool, work);
  }

  /** Closes a cluster's pool (its URL changed, or it was removed); the next use opens it again. */
  forget(cluster: string): void {
    this.pools.delete(cluster);
  }

  /** Closes every cluster pool this opened (not the main pool: its owner closes it). */
  async end(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.allSettled(pools.map(async (pool) => (await pool).end()));
  }

  get openPools(): number {
    return this.pools.size;
  }
}

/** A pool whose every method goes to `pick()`'s pool, else the fallback. */
function routingPool(fallback: DatabasePool, pick: () => DatabasePool | undefined): DatabasePool {
  return new Proxy(fallback, {
    get(_target, property) {
      const pool = pick() ?? fallback;
      const value = Reflect.get(pool, property, pool) as unknown;
      return typeof value === 'function' ? value.bind(pool) : value;
    },
  });
}

/**
 * Where a per-organisation cache reads: one pool, or the pool of the organisation's cluster
 * (`ClusterPools.poolFor`). Organisations without a cluster are on the default one.
 */
export type TenantPoolSource = DatabasePool | ((cluster: string) => Promise<DatabasePool>);

export async function poolOfTenant(
  source: TenantPoolSource,
  tenant: { cluster?: string | undefined },
): Promise<DatabasePool> {
  return typeof source === 'function' ? source(tenant.cluster ?? defaultCluster) : source;
}
