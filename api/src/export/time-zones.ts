import { sql } from 'slonik';
import type { Queryable } from '../db/types.js';

let known: Promise<ReadonlySet<string>> | undefined;

/**
 * The zone names PostgreSQL knows (its own tz database; the browser's may be newer), read once
 * per process: a CSV export's zone is checked against them, so an unknown one is a client
 * mistake answered 400 rather than a failed statement.
 */
export function knownTimeZones(db: Queryable): Promise<ReadonlySet<string>> {
  known ??= db
    .anyFirst(sql.unsafe`SELECT name FROM pg_timezone_names`)
    .then((names) => new Set([...(names as string[]), 'UTC']));
  // a failed read is tried again by the next export, not remembered
  known.catch(() => {
    known = undefined;
  });
  return known;
}
