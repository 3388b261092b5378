import { createFreshDatabase, dropDatabase, type TestServer } from '../../test/fixtures/test-database.js';
import type { BenchContext } from './bench-types.js';

/** Runs a suite on a database of its own, created fresh and dropped afterwards. */
export async function withBenchDatabase<T>(
  context: BenchContext,
  name: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const server: TestServer = { adminUri: context.adminUri, describe: '', stop: async () => {} };
  const databaseUrl = await createFreshDatabase(server, name);
  try {
    return await run(databaseUrl);
  } finally {
    await dropDatabase(server, name);
  }
}
