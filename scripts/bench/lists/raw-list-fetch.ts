import type { DatabasePool } from '@strata/api/db/types';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { MetadataCache } from '@strata/api/metadata/metadata-cache';
import { readEverything } from '@strata/api/permissions/read-access';
import { compileFetch } from '@strata/api/query/compile-fetch';
import { type Timing, time } from '../timing.js';

/**
 * The plainest way to get a page the list asked for: the very body the browser POSTed,
 * compiled to SQL by the API's own compiler and run on a pool of this process. The demo admin
 * reads every account, so `readEverything` compiles the same SQL the route runs for them.
 */
export async function timeRawListFetch(
  pool: DatabasePool,
  tenant: { id: string; schemaName: string },
  body: unknown,
  runs: number,
): Promise<Timing & { rows: number }> {
  const metadata = await new MetadataCache(pool, new MemoryEventBus()).get(tenant);
  const compiled = compileFetch(body, { metadata, access: readEverything });
  const rows = (await pool.any(compiled.query)).length;
  return { ...(await time(() => pool.any(compiled.query), runs, 5)), rows };
}
