import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { sql } from 'slonik';
import { type PlatformTable, platformSchema } from '../db/platform-table.js';
import type { DatabasePool } from '../db/types.js';
import { FlexibleRateLimiter, type LimiterOptions } from './flexible-rate-limiter.js';

/**
 * rate-limiter-flexible's PostgreSQL store talks to a pg client: `query({ text, values })` with
 * $1-style placeholders, answering `{ rows, rowCount }`. This runs those statements through
 * Strata's slonik pool instead of a second pool: the same connections, timeouts and type
 * parsers. The text is the library's own (fixed statements on the table named below); slonik
 * only accepts a template, so the text is cut at its placeholders into one, each placeholder
 * becoming a bound value again.
 */
export function slonikStoreClient(pool: DatabasePool) {
  return {
    async query(statement: { text: string; values?: unknown[] }) {
      const { strings, values } = asTemplate(statement.text, statement.values ?? []);
      const result = await pool.query(sql.unsafe(strings, ...values));
      return { rows: result.rows, rowCount: result.rowCount };
    },
  };
}

/** `a = $1 OR b = $1` with [x] becomes the template `a = ${x} OR b = ${x}`. */
export function asTemplate(
  text: string,
  values: readonly unknown[],
): { strings: TemplateStringsArray; values: (string | number | null)[] } {
  const pieces = text.split(/\$(\d+)/);
  const strings = pieces.filter((_, i) => i % 2 === 0);
  const bound = pieces
    .filter((_, i) => i % 2 === 1)
    .map((n) => (values[Number(n) - 1] ?? null) as string | number | null);
  // what a tagged template receives: a frozen array with a frozen `raw`, which slonik checks for
  const template = Object.freeze(Object.assign([...strings], { raw: Object.freeze([...strings]) }));
  return { strings: template as unknown as TemplateStringsArray, values: bound };
}

/**
 * One PostgreSQL limiter for one budget, in strata.rate_limit_points (made by the platform
 * migration 0005, so the library never creates tables at run time). Only the first limiter of a
 * pool sweeps expired rows (every 5 minutes, rows expired over an hour).
 */
export function postgresLimiterFactory(pool: DatabasePool) {
  const client = slonikStoreClient(pool);
  let sweeping = false;
  return (options: LimiterOptions) => {
    const limiter = new RateLimiterPostgres({
      ...options,
      storeClient: client,
      storeType: 'client',
      schemaName: platformSchema,
      tableName: 'rate_limit_points' satisfies PlatformTable,
      tableCreated: true,
      clearExpiredByTimeout: !sweeping,
    });
    sweeping = true;
    return limiter;
  };
}

/** Limits counted in PostgreSQL alone: installations without Redis, and tests. */
export class PostgresRateLimiter extends FlexibleRateLimiter {
  constructor(pool: DatabasePool) {
    super(postgresLimiterFactory(pool));
  }
}
