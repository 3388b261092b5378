import { createPool, type DatabasePool, type Interceptor } from 'slonik';
import { createOutageSafeDriverFactory } from './outage-safe-driver.js';
import { resultParserInterceptor } from './result-parser.js';
import { typeParsers } from './type-parsers.js';

export type { DatabasePool };

export type PoolOptions = {
  maximumPoolSize?: number;
  statementTimeoutMs?: number;
  /** slonik interceptors (the benchmark records the statements provisioning sends). */
  interceptors?: Interceptor[];
  /**
   * Lets this pool's queries run inside another pool's transaction callback (slonik refuses that
   * by default, to catch a forgotten `trx`). Only for work that spans two servers on purpose:
   * `strata tenant move` copies inside a transaction on each.
   */
  allowForeignConnections?: boolean;
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
    // connections broken by a database restart must leave the pool (outage-safe-driver.ts)
    driverFactory: createOutageSafeDriverFactory(),
    connectionRetryLimit: 1,
    connectionTimeout: 5_000,
    idleTimeout: 30_000,
    maximumPoolSize: options.maximumPoolSize ?? 10,
    statementTimeout: options.statementTimeoutMs ?? 60_000,
    resetConnection: async () => {},
    dangerouslyAllowForeignConnections: options.allowForeignConnections ?? false,
    typeParsers,
    // rows of sql.type(schema) queries are validated (result-parser.ts)
    interceptors: [resultParserInterceptor, ...(options.interceptors ?? [])],
  });
}
