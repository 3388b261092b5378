import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { accountKey } from './accounts-db';

/**
 * The unlocked data keys of open tabs (issue 35), so a reload of the tab keeps working offline:
 * per tab, the data key wrapped by a non-extractable CryptoKey of that row alone. What is stored
 * is never the key's bytes (Web Storage held it as a JSON Web Key), yet the reloaded tab gets an
 * extractable key back, which a password change needs to wrap it anew. A tab names its row by
 * an id in its own sessionStorage; rows of tabs not seen for a while (closed windows) are
 * deleted by the next tab that opens.
 */
export type TabKey = {
  tab: string;
  organization: string;
  email: string;
  /** AES-GCM, not extractable, only wrapKey and unwrapKey */
  wrapper: CryptoKey;
  /** the data key wrapped ('raw') by `wrapper` with `iv` */
  wrapped: ArrayBuffer;
  iv: Uint8Array<ArrayBuffer>;
  /** Date.now() when the tab last showed it is open */
  touchedAt: number;
};

interface TabKeysSchema extends DBSchema {
  keys: { key: string; value: TabKey };
}

export const tabKeysDatabaseName = 'strata-offline-tab-keys';

/** A tab not seen for this long is closed: its key goes. Open tabs touch theirs more often. */
export const tabKeyIdleMs = 30 * 60_000;

function openTabKeys(): Promise<IDBPDatabase<TabKeysSchema>> {
  return openDB<TabKeysSchema>(tabKeysDatabaseName, 1, {
    upgrade(db) {
      db.createObjectStore('keys', { keyPath: 'tab' });
    },
  });
}

/** Runs one job on the database and closes it (a wipe of the databases must not be blocked). */
async function withTabKeys<T>(job: (db: IDBPDatabase<TabKeysSchema>) => Promise<T>): Promise<T> {
  const db = await openTabKeys();
  try {
    return await job(db);
  } finally {
    db.close();
  }
}

export function putTabKey(row: TabKey): Promise<void> {
  return withTabKeys(async (db) => {
    await db.put('keys', row);
  });
}

export function getTabKey(tab: string): Promise<TabKey | undefined> {
  return withTabKeys((db) => db.get('keys', tab));
}

export function deleteTabKey(tab: string): Promise<void> {
  return withTabKeys((db) => db.delete('keys', tab));
}

/** Marks the tab as open still; deletes the rows of tabs idle longer than tabKeyIdleMs. */
export function touchTabKeys(tab: string, now = Date.now()): Promise<void> {
  return withTabKeys(async (db) => {
    const transaction = db.transaction('keys', 'readwrite');
    for (const row of await transaction.store.getAll()) {
      if (row.tab === tab) await transaction.store.put({ ...row, touchedAt: now });
      else if (now - row.touchedAt > tabKeyIdleMs) await transaction.store.delete(row.tab);
    }
    await transaction.done;
  });
}

/** Deletes every tab's key of one account (accountKey): its offline data was wiped. */
export function deleteTabKeysOf(account: string): Promise<void> {
  return withTabKeys(async (db) => {
    const transaction = db.transaction('keys', 'readwrite');
    for (const row of await transaction.store.getAll()) {
      if (accountKey(row.organization, row.email) === account) await transaction.store.delete(row.tab);
    }
    await transaction.done;
  });
}
