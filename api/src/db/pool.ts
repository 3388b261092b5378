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
 * Sessions run in UTC: timestamps then arrive in one fixed form (type-parsers.ts) and date
 * grouping never depends on the server's time zone. Set as a startup option, not a query.
 */
export function withUtcSessions(connectionUri: string): string {
  const url = new URL(connectionUri);
  const current = url.searchParams.get('options');
  if (!current?.includes('TimeZone')) {
    url.searchParams.set('options', `${current ? `${current} ` : ''}-c TimeZone=UTC`);
  }
  return url.toString();
}

/**
 * Opens a slonik pool. Connections are not reset on release: Strata never changes session
 * state (it schema-qualifies every name and uses SET LOCAL inside transactions only), and the
 * default `DISCARD ALL` would add a round trip to every query.
 */
export async function createDatabasePool(
  connectionUri: string,
  options: PoolOptions = {},
): Promise<DatabasePool> {
  return createPool(withUtcSessions(connectionUri), {
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
