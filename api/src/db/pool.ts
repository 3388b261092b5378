import { createPool, type DatabasePool, type Interceptor } from 'slonik';
import { typeParsers } from './type-parsers.js';

export type { DatabasePool };

export type PoolOptions = {
  maximumPoolSize?: number;
  statementTimeoutMs?: number;
  /** slonik interceptors (the benchmark records the statements provisioning sends). */
  interceptors?: Interceptor[];
};

/**
 * Opens a slonik pool. Connections are not reset on release: Strata never changes session
 * state (it schema-qualifies every name and uses SET LOCAL inside transactions only), and the
 * default `DISCARD ALL` would add a round trip to every query.
 */
export async function createDatabasePool(
  connectionUri: string,
  options: PoolOptions = {},
): Promise<DatabasePool> {
  return createPool(connectionUri, {
    captureStackTrace: false,
    connectionRetryLimit: 1,
    connectionTimeout: 5_000,
    idleTimeout: 30_000,
    maximumPoolSize: options.maximumPoolSize ?? 10,
    statementTimeout: options.statementTimeoutMs ?? 60_000,
    resetConnection: async () => {},
    typeParsers,
    interceptors: options.interceptors ?? [],
  });
}
