import { sql } from 'slonik';
import { z } from 'zod';
import type { Queryable } from '../db/types.js';

const zoneRow = z.object({ name: z.string() });

let known: Promise<ReadonlySet<string>> | undefined;

/**
 * The zone names PostgreSQL knows (its own tz database; the browser's may be newer), read once
 * per process: a CSV export's zone is checked against them, so an unknown one is a client
 * mistake answered 400 rather than a failed statement.
 */
export function knownTimeZones(db: Queryable): Promise<ReadonlySet<string>> {
  known ??= db
    .anyFirst(sql.type(zoneRow)`SELECT name FROM pg_timezone_names`)
    .then((names) => new Set([...names, 'UTC']));
  // a failed read is tried again by the next export, not remembered
  known.catch(() => {
    known = undefined;
  });
  return known;
}
