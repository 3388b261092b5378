import { createDatabasePool } from '@strata/api/db/pool';
import type { DatabasePool } from '@strata/api/db/types';

/** The e2e app's database (global-setup.ts): for set-up a test cannot do through the UI or API. */
export function e2eDatabaseUrl(): string {
  const url = process.env.STRATA_E2E_DATABASE_URL;
  if (!url)
    throw new Error('STRATA_E2E_DATABASE_URL is not set: run the tests through `npx playwright test`');
  return url;
}

/** Runs `work` over a small pool of the e2e database, closed after. */
export async function withE2eDatabase<T>(work: (pool: DatabasePool) => Promise<T>): Promise<T> {
  const pool = await createDatabasePool(e2eDatabaseUrl(), { maximumPoolSize: 2 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}
