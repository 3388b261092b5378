import { deleteDB, openDB } from 'idb';

/**
 * How many offline writes wait in an account's cache, read without its key: the queue's entries
 * are sealed, but their number is not. A password changed online must not wipe a cache that
 * still holds them (issue 27: nothing queued is lost). 0 when there is no such cache.
 */
export async function queuedWritesCount(databaseName: string): Promise<number> {
  const known = await indexedDB.databases().catch(() => undefined);
  if (known && !known.some((database) => database.name === databaseName)) return 0;
  // opened without a version: an existing database as it is, never upgraded
  const db = await openDB(databaseName);
  try {
    if (!db.objectStoreNames.contains('queue')) return 0;
    return await db.count('queue');
  } finally {
    db.close();
    // an empty database this look made (no store at all) goes again
    if (db.objectStoreNames.length === 0) await deleteDB(databaseName);
  }
}
