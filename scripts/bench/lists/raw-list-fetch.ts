import type { DatabasePool } from '@strata/api/db/types';
import { MemoryEventBus } from '@strata/api/events/memory-event-bus';
import { MetadataCache } from '@strata/api/metadata/metadata-cache';
import { readEverything } from '@strata/api/permissions/row-access';
import { compileFetch } from '@strata/api/query/compile-fetch';
import { postJson } from '../bench-server.js';
import { type Timing, timeAlternately } from '../timing.js';

/**
 * The plainest way to get a page the list asked for: the very body the browser POSTed,
 * compiled to SQL by the API's own compiler and run on a pool of this process. The demo admin
 * reads every account, so `readEverything` compiles the same SQL the route runs for them.
 * Alongside, the same POST /api/fetch from Node over a keep-alive connection (as the data-api
 * suite times it): the server's share of the browser's fetch time, without the browser's.
 */
export async function timeListFetch(options: {
  pool: DatabasePool;
  tenant: { id: string; schemaName: string };
  body: unknown;
  base: string;
  token: string;
  runs: number;
}): Promise<{ raw: Timing; node: Timing; rows: number }> {
  const { pool, body, base, token } = options;
  const metadata = await new MetadataCache(pool, new MemoryEventBus()).get(options.tenant);
  const compiled = compileFetch(body, { metadata, access: readEverything });
  const rows = (await pool.any(compiled.query)).length;
  const [raw, node] = (await timeAlternately(
    [() => pool.any(compiled.query), () => postJson(base, token, '/api/fetch', body)],
    options.runs,
    5,
  )) as [Timing, Timing];
  return { raw, node, rows };
}
