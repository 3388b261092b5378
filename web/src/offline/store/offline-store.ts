import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { dataDatabaseName } from '../accounts/data-database-name';
import type { OfflineSession } from '../accounts/offline-session';
import { openJson, type Sealed, sealJson } from '../crypto/sealed-json';

/**
 * One account's offline cache (one IndexedDB database per organisation and user): records by
 * entity and id, and named state (the user context, what was taken, the sync queue). Every value
 * is sealed with the account's data key (AES-GCM); only entity names and record ids, which
 * say nothing of the records, stay readable, so the store can be indexed by them.
 */
type StoredRecord = { entity: string; id: string; sealed: Sealed };

/** A queued write: its place in the queue, sealed (the queue's contents are record data). */
type StoredWrite = { seq?: number; sealed: Sealed };

interface OfflineDataSchema extends DBSchema {
  records: { key: [string, string]; value: StoredRecord; indexes: { entity: string } };
  state: { key: string; value: Sealed };
  queue: { key: number; value: StoredWrite };
}

export type Row = Record<string, unknown>;

/** What one offline write changes: the cached row (put or delete) and the queue. */
export type OfflineWriteChange = {
  put?: Row;
  deleteId?: string;
  enqueue?: object;
  replace?: { seq: number; value: object };
  dequeue?: number;
};

export class OfflineStore {
  /** decrypted rows per entity, dropped on every write of that entity */
  private readonly rowsCache = new Map<string, Promise<Row[]>>();

  private constructor(
    private readonly db: IDBPDatabase<OfflineDataSchema>,
    private readonly key: CryptoKey,
  ) {}

  static async open(session: OfflineSession): Promise<OfflineStore> {
    const name = await dataDatabaseName(session.organization, session.email);
    const db = await openDB<OfflineDataSchema>(name, 1, {
      upgrade(database) {
        const records = database.createObjectStore('records', { keyPath: ['entity', 'id'] });
        records.createIndex('entity', 'entity');
        database.createObjectStore('state');
        database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      },
    });
    const store = new OfflineStore(db, session.key);
    // a wipe (sign-out, five wrong passwords) in another tab deletes the database: let it
    db.addEventListener('versionchange', () => db.close());
    return store;
  }

  /** Replaces an entity's cached rows (a fresh take), in one transaction. */
  async replaceRows(entity: string, rows: readonly Row[]): Promise<void> {
    const sealed = await Promise.all(rows.map(async (row) => this.sealRow(entity, row)));
    const tx = this.db.transaction('records', 'readwrite');
    const keys = await tx.store.index('entity').getAllKeys(entity);
    await Promise.all([
      ...keys.map((key) => tx.store.delete(key)),
      ...sealed.map((record) => tx.store.put(record)),
      tx.done,
    ]);
    this.rowsCache.delete(entity);
  }

  /** Adds or replaces rows of an entity (an edit made offline, a row fetched during sync). */
  async putRows(entity: string, rows: readonly Row[]): Promise<void> {
    const sealed = await Promise.all(rows.map(async (row) => this.sealRow(entity, row)));
    const tx = this.db.transaction('records', 'readwrite');
    await Promise.all([...sealed.map((record) => tx.store.put(record)), tx.done]);
    this.rowsCache.delete(entity);
  }

  /**
   * One write made offline: the cached row and the queue change in one transaction. A full disk
   * then leaves neither, never an edit shown in lists that nothing will send. Everything is
   * sealed first: a transaction closes when it waits on anything but IndexedDB.
   */
  async applyWrite(entity: string, change: OfflineWriteChange): Promise<void> {
    const row = change.put ? await this.sealRow(entity, change.put) : undefined;
    const added = change.enqueue ? await sealJson(this.key, change.enqueue) : undefined;
    const replaced = change.replace
      ? { seq: change.replace.seq, sealed: await sealJson(this.key, change.replace.value) }
      : undefined;
    const tx = this.db.transaction(['records', 'queue'], 'readwrite');
    const requests: Promise<unknown>[] = [];
    try {
      const records = tx.objectStore('records');
      const queue = tx.objectStore('queue');
      if (row) requests.push(records.put(row));
      if (change.deleteId !== undefined) requests.push(records.delete([entity, change.deleteId]));
      if (change.dequeue !== undefined) requests.push(queue.delete(change.dequeue));
      if (replaced) requests.push(queue.put(replaced));
      if (added) requests.push(queue.add({ sealed: added }));
      await Promise.all([...requests, tx.done]);
    } catch (error) {
      // the requests already made fail with the abort: that is the point, not news
      for (const request of [...requests, tx.done]) request.catch(() => undefined);
      try {
        tx.abort();
      } catch {
        // already finished: its own error is the one to report
      }
      throw error;
    } finally {
      this.rowsCache.delete(entity);
    }
  }

  async deleteRow(entity: string, id: string): Promise<void> {
    await this.db.delete('records', [entity, id]);
    this.rowsCache.delete(entity);
  }

  /** An entity's cached rows, decrypted; undefined when the entity was not taken offline. */
  async rows(entity: string): Promise<Row[] | undefined> {
    const taken = await this.state<string[]>('entities');
    if (!taken?.includes(entity)) return undefined;
    let loading = this.rowsCache.get(entity);
    if (!loading) {
      loading = this.db
        .getAllFromIndex('records', 'entity', entity)
        .then((records) => Promise.all(records.map((record) => openJson<Row>(this.key, record.sealed))));
      this.rowsCache.set(entity, loading);
    }
    return loading;
  }

  async putState(name: string, value: unknown): Promise<void> {
    await this.db.put('state', await sealJson(this.key, value), name);
  }

  async state<T>(name: string): Promise<T | undefined> {
    const sealed = await this.db.get('state', name);
    return sealed ? openJson<T>(this.key, sealed) : undefined;
  }

  async replaceQueued(seq: number, value: object): Promise<void> {
    await this.db.put('queue', { seq, sealed: await sealJson(this.key, value) });
  }

  async dequeue(seq: number): Promise<void> {
    await this.db.delete('queue', seq);
  }

  /** The queue in order, each write with its place. */
  async queued<T extends object>(): Promise<(T & { seq: number })[]> {
    const stored = await this.db.getAll('queue');
    return Promise.all(
      stored.map(async (item) => ({
        ...(await openJson<T>(this.key, item.sealed)),
        seq: item.seq as number,
      })),
    );
  }

  queueLength(): Promise<number> {
    return this.db.count('queue');
  }

  close(): void {
    this.db.close();
  }

  private async sealRow(entity: string, row: Row): Promise<StoredRecord> {
    return { entity, id: String(row.id), sealed: await sealJson(this.key, row) };
  }
}
