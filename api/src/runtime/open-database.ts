import type { Env } from '../config/env.js';
import { dataPath } from '../config/paths.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import type { Logger } from '../logging/logger.js';

export type OpenedDatabase = {
  connectionUri: string;
  embedded: boolean;
  /** Stops the embedded server; a no-op for an external DATABASE_URL. */
  stop: () => Promise<void>;
};

/** DATABASE_URL when set; otherwise embedded PostgreSQL with its data in DATA_DIR/pg. */
export async function openDatabase(env: Env, logger: Logger): Promise<OpenedDatabase> {
  if (env.DATABASE_URL) {
    return { connectionUri: env.DATABASE_URL, embedded: false, stop: async () => {} };
  }
  const embedded = await startEmbeddedPostgres(dataPath(env.DATA_DIR), logger);
  return { connectionUri: embedded.connectionUri, embedded: true, stop: embedded.stop };
}
