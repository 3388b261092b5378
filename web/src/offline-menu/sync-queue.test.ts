import 'fake-indexeddb/auto';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { keepOfflineSession } from '../offline/accounts/offline-session.js';
import { newDataKey } from '../offline/crypto/data-key.js';
import { applyOfflineWrites } from '../offline/queue/offline-writes.js';
import type { QueuedWrite } from '../offline/queue/queued-write.js';
import { currentOfflineStore } from '../offline/store/current-store.js';
import { syncQueue } from './sync-queue.js';

const context = {
  user: { id: 'u1' },
  metaDict: {
    account: {
      logicalName: 'account',
      properties: ['id', 'name', 'telephone1', 'accountnumber', 'versionnumber'].map((logicalName) => ({
        logicalName,
      })),
    },
  },
};
const server = new Map<string, Record<string, unknown>>();

type Call = { path: string; body: unknown; key: string | null };
let calls: Call[] = [];
/** What /api/executemultiple does next: 'ok', 'network' (no answer), 'conflict' (ERR_8001), or a refusal. */
let nextWrite: ('ok' | 'network' | 'conflict' | 'not-found' | 'forbidden')[] = [];

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          offline: {
            deletedOnServer: 'Deleted on the server: discard your change.',
            forbiddenHint: 'Ask for the right.',
          },
        },
      },
    },
  });
  await keepOfflineSession({ organization: 'demo', email: 'tech@example.com', key: await newDataKey() });
  const store = await currentOfflineStore();
  const rows = [
    { id: 'a1', name: 'A', telephone1: '1', accountnumber: 'N1', versionnumber: 1 },
    { id: 'a2', name: 'B', telephone1: '2', accountnumber: 'N2', versionnumber: 1 },
    { id: 'a3', name: 'C', telephone1: '3', accountnumber: 'N3', versionnumber: 1 },
  ];
  await store.replaceRows('account', rows);
  await store.putState('entities', ['account']);
  for (const row of rows) server.set(row.id, { ...row });
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const headers = init.headers as Record<string, string>;
    calls.push({ path, body, key: headers['Idempotency-Key'] ?? null });
    if (path.startsWith('/api/getusercontext')) return answer(200, context);
    if (path === '/api/fetch')
      return answer(200, [server.get(body.entity.filter.conditions[0].value)].filter(Boolean));
    const next = nextWrite.shift() ?? 'ok';
    if (next === 'network') throw new TypeError('Failed to fetch');
    if (next === 'conflict') return answer(400, { ok: false, code: 'ERR_8001', message: 'changed' });
    if (next === 'not-found')
      return answer(404, { ok: false, code: 'ERR_RECORD_NOT_FOUND', message: 'gone' });
    if (next === 'forbidden') return answer(403, { ok: false, code: 'ERR_FORBIDDEN', message: 'No right.' });
    const [record] = body.records;
    server.set(record.object.id, { ...server.get(record.object.id), ...record.object });
    return answer(200, [{ result: record.object.id }]);
  });
});

afterEach(() => {
  calls = [];
  nextWrite = [];
});

const queue = async () => (await currentOfflineStore()).queued<QueuedWrite>();
const writes = () => calls.filter((call) => call.path === '/api/executemultiple');

describe('the offline queue', () => {
  it('applies writes to the cache at once and folds edits of one record into one write', async () => {
    await applyOfflineWrites([
      { name: 'account', operation: 'update', object: { id: 'a1', versionnumber: 1, name: 'A1' } },
    ]);
    await applyOfflineWrites([
      { name: 'account', operation: 'update', object: { id: 'a1', versionnumber: 1, telephone1: '11' } },
    ]);
    const [created] = await applyOfflineWrites([
      { name: 'account', operation: 'create', object: { name: 'D' } },
    ]);
    const id = created && 'result' in created ? created.result : '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await applyOfflineWrites([
      { name: 'account', operation: 'update', object: { id, versionnumber: null, name: 'D2' } },
    ]);
    const [gone] = await applyOfflineWrites([
      { name: 'account', operation: 'create', object: { name: 'E' } },
    ]);
    await applyOfflineWrites([
      { name: 'account', operation: 'delete', object: { id: gone && 'result' in gone ? gone.result : '' } },
    ]);
    const items = await queue();
    expect(items.map((item) => [item.operation, item.object])).toEqual([
      ['update', { id: 'a1', versionnumber: 1, name: 'A1', telephone1: '11' }],
      ['create', { id, name: 'D2' }],
    ]);
    const rows = await (await currentOfflineStore()).rows('account');
    expect(rows?.find((row) => row.id === 'a1')).toMatchObject({
      name: 'A1',
      telephone1: '11',
      versionnumber: 1,
    });
    expect(rows?.map((row) => row.name)).not.toContain('E');
  });

  it('resumes after an interruption where it stopped, with the same idempotency key', async () => {
    await applyOfflineWrites([
      { name: 'account', operation: 'update', object: { id: 'a2', versionnumber: 1, name: 'B1' } },
    ]);
    nextWrite = ['ok', 'network'];
    await expect(syncQueue(() => undefined)).rejects.toThrow();
    // the first write went, the second (the create) and the third wait
    expect((await queue()).map((item) => item.operation)).toEqual(['create', 'update']);
    const interruptedKey = writes()[1]?.key;
    calls = [];
    const outcome = await syncQueue(() => undefined);
    expect(outcome).toMatchObject({ sent: 2, open: [] });
    expect(writes()[0]?.key).toBe(interruptedKey);
    expect(await queue()).toEqual([]);
    expect(server.get('a2')?.name).toBe('B1');
  });

  it('merges a server change to another field, and lists one to the same field as a conflict', async () => {
    await applyOfflineWrites([
      { name: 'account', operation: 'update', object: { id: 'a3', versionnumber: 1, name: 'C mine' } },
    ]);
    server.set('a3', { ...server.get('a3'), accountnumber: 'THEIRS', versionnumber: 2 });
    nextWrite = ['conflict', 'ok'];
    expect(await syncQueue(() => undefined)).toMatchObject({ sent: 1, open: [] });
    expect(server.get('a3')).toMatchObject({ name: 'C mine', accountnumber: 'THEIRS', versionnumber: 2 });

    await applyOfflineWrites([
      { name: 'account', operation: 'update', object: { id: 'a3', versionnumber: 2, name: 'C again' } },
    ]);
    server.set('a3', { ...server.get('a3'), name: 'C theirs', versionnumber: 3 });
    nextWrite = ['conflict'];
    const outcome = await syncQueue(() => undefined);
    expect(outcome.open).toHaveLength(1);
    expect(outcome.open[0]).toMatchObject({
      state: 'conflict',
      conflicts: [{ field: 'name', mine: 'C again', theirs: 'C theirs' }],
    });
  });

  it('refuses an edit of a record deleted on the server meanwhile, and keeps it for the user', async () => {
    const store = await currentOfflineStore();
    for (const item of await store.queued<QueuedWrite>()) await store.dequeue(item.seq);
    await applyOfflineWrites([
      { name: 'account', operation: 'update', object: { id: 'a2', versionnumber: 1, name: 'B2' } },
    ]);
    const deleted = server.get('a2');
    server.delete('a2');
    nextWrite = ['conflict'];
    const outcome = await syncQueue(() => undefined);
    server.set('a2', deleted ?? {});
    expect(outcome.open).toHaveLength(1);
    expect(outcome.open[0]).toMatchObject({ state: 'refused', error: { code: 'ERR_NOT_FOUND' } });
    expect(await queue()).toHaveLength(1);
  });

  it('says what to do when the server no longer has the record or refuses the right, keeping both', async () => {
    const store = await currentOfflineStore();
    for (const item of await store.queued<QueuedWrite>()) await store.dequeue(item.seq);
    await applyOfflineWrites([
      { name: 'account', operation: 'update', object: { id: 'a1', versionnumber: 2, name: 'A gone' } },
      { name: 'account', operation: 'update', object: { id: 'a3', versionnumber: 2, name: 'C barred' } },
    ]);
    nextWrite = ['not-found', 'forbidden'];
    const outcome = await syncQueue(() => undefined);
    expect(outcome.open.map((item) => [item.object.id, item.state, item.error?.code])).toEqual([
      ['a1', 'refused', 'ERR_RECORD_NOT_FOUND'],
      ['a3', 'refused', 'ERR_FORBIDDEN'],
    ]);
    // the client's text with what to do, not the server's bare "gone"
    expect(outcome.open.map((item) => item.error?.message)).toEqual([
      'Deleted on the server: discard your change.',
      'No right. Ask for the right.',
    ]);
    expect(await queue()).toHaveLength(2);
  });

  it('refuses a write naming a field its entity lost while offline, and keeps it', async () => {
    const store = await currentOfflineStore();
    for (const item of await store.queued<QueuedWrite>()) await store.dequeue(item.seq);
    await applyOfflineWrites([
      { name: 'account', operation: 'update', object: { id: 'a1', versionnumber: 2, fax: '9' } },
    ]);
    const outcome = await syncQueue(() => undefined);
    expect(outcome.open[0]).toMatchObject({ state: 'refused', error: { code: 'ERR_OFFLINE' } });
    expect(writes()).toEqual([]);
  });
  it('keeps neither the row nor its queue entry when the disk fills between the two', async () => {
    const store = await currentOfflineStore();
    const queued = await store.queueLength();
    const realAdd = IDBObjectStore.prototype.add;
    // the cached row can still be written, the queue's append not
    IDBObjectStore.prototype.add = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      await expect(
        applyOfflineWrites([{ name: 'account', operation: 'create', object: { id: 'full1', name: 'Full' } }]),
      ).rejects.toThrow('quota');
    } finally {
      IDBObjectStore.prototype.add = realAdd;
    }
    expect(await store.queueLength()).toBe(queued);
    expect((await store.rows('account'))?.some((row) => row.id === 'full1')).toBe(false);
  });
});
