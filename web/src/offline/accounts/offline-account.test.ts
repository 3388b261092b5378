import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { openJson, sealJson } from '../crypto/sealed-json.js';
import { accountKey, accountsDatabaseName, withAccounts } from './accounts-db.js';
import { dataDatabaseName } from './data-database-name.js';
import {
  forgetOfflineAccount,
  lastOfflineAccount,
  maxWrongOfflinePasswords,
  OfflineUnlockError,
  rememberOfflineAccount,
  unlockOfflineAccount,
} from './offline-account.js';

const org = 'demo';
const email = 'tech@example.com';

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '');
}

/** Puts stores into the account's data database, as the offline cache would, with `queued` writes. */
async function makeDataDatabase({ queued = 0 } = {}): Promise<string> {
  const name = await dataDatabaseName(org, email);
  const db = await openDB(name, 1, {
    upgrade: (database) => {
      database.createObjectStore('records');
      database.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
    },
  });
  await db.put('records', { secret: true }, 'r1');
  for (let write = 0; write < queued; write += 1) await db.add('queue', { sealed: { secret: write } });
  db.close();
  return name;
}

async function unlockError(password: string): Promise<OfflineUnlockError> {
  try {
    await unlockOfflineAccount(org, email, password);
  } catch (error) {
    if (error instanceof OfflineUnlockError) return error;
    throw error;
  }
  throw new Error('unlocked with a wrong password');
}

beforeEach(async () => {
  await forgetOfflineAccount(org, email);
});

describe('offline sign-in', () => {
  it('unlocks with the password of the last online sign-in and answers the same data key', async () => {
    const key = await rememberOfflineAccount(org, email, 'correct horse');
    const sealed = await sealJson(key, { name: 'Work order 7' });
    const unlocked = await unlockOfflineAccount('DEMO', ' Tech@Example.com ', 'correct horse');
    expect(await openJson(unlocked, sealed)).toEqual({ name: 'Work order 7' });
    // the same password online again keeps the key, so the cache stays readable
    const again = await rememberOfflineAccount(org, email, 'correct horse');
    expect(await openJson(again, sealed)).toEqual({ name: 'Work order 7' });
    expect(await lastOfflineAccount()).toEqual({ organization: org, email });
  });

  it('stores the hash and the wrapped key, never the password or the key itself', async () => {
    await rememberOfflineAccount(org, email, 'correct horse');
    const stored = await withAccounts((db) => db.get('accounts', accountKey(org, email)));
    expect(stored?.password).toMatchObject({ algorithm: 'PBKDF2', hash: 'SHA-256', iterations: 100_000 });
    expect(JSON.stringify(stored)).not.toContain('correct horse');
    expect(stored?.dataKey.data).toBeTruthy();
  });

  it('counts wrong passwords and wipes the account and its cache at the fifth', async () => {
    await rememberOfflineAccount(org, email, 'correct horse');
    const dataName = await makeDataDatabase();
    for (let attempt = 1; attempt < maxWrongOfflinePasswords; attempt += 1) {
      const error = await unlockError('wrong horse');
      expect(error.reason).toBe('wrong-password');
      expect(error.attemptsLeft).toBe(maxWrongOfflinePasswords - attempt);
    }
    expect(await databaseNames()).toContain(dataName);
    const last = await unlockError('wrong horse');
    expect(last.reason).toBe('wiped');
    expect(await databaseNames()).not.toContain(dataName);
    expect((await unlockError('correct horse')).reason).toBe('no-account');
    expect(await lastOfflineAccount()).toBeUndefined();
  });

  it('starts the count again after the right password', async () => {
    await rememberOfflineAccount(org, email, 'correct horse');
    for (let attempt = 1; attempt < maxWrongOfflinePasswords; attempt += 1) await unlockError('wrong horse');
    await unlockOfflineAccount(org, email, 'correct horse');
    expect((await unlockError('wrong horse')).attemptsLeft).toBe(maxWrongOfflinePasswords - 1);
  });

  it('signing out wipes the account and its cache', async () => {
    await rememberOfflineAccount(org, email, 'correct horse');
    const dataName = await makeDataDatabase();
    await forgetOfflineAccount(org, email);
    expect(await databaseNames()).not.toContain(dataName);
    expect(await databaseNames()).toContain(accountsDatabaseName);
    expect((await unlockError('correct horse')).reason).toBe('no-account');
  });

  it('a password changed online makes a new key and wipes the cache the old one locked', async () => {
    const oldKey = await rememberOfflineAccount(org, email, 'correct horse');
    const sealed = await sealJson(oldKey, { name: 'Work order 7' });
    const dataName = await makeDataDatabase();
    const newKey = await rememberOfflineAccount(org, email, 'battery staple');
    await expect(openJson(newKey, sealed)).rejects.toThrow();
    expect(await databaseNames()).not.toContain(dataName);
    expect((await unlockError('correct horse')).reason).toBe('wrong-password');
    await unlockOfflineAccount(org, email, 'battery staple');
  });

  it('a password changed online keeps the key this tab holds, so the cache and its queue stay', async () => {
    const oldKey = await rememberOfflineAccount(org, email, 'correct horse');
    const sealed = await sealJson(oldKey, { name: 'Work order 7' });
    const dataName = await makeDataDatabase({ queued: 2 });
    const newKey = await rememberOfflineAccount(org, email, 'battery staple', { heldKey: oldKey });
    expect(await openJson(newKey, sealed)).toEqual({ name: 'Work order 7' });
    expect(await databaseNames()).toContain(dataName);
    const unlocked = await unlockOfflineAccount(org, email, 'battery staple');
    expect(await openJson(unlocked, sealed)).toEqual({ name: 'Work order 7' });
    expect((await unlockError('correct horse')).reason).toBe('wrong-password');
  });

  it('a password changed elsewhere asks for the previous one while writes are queued, until it is right', async () => {
    const oldKey = await rememberOfflineAccount(org, email, 'correct horse');
    const sealed = await sealJson(oldKey, { name: 'Work order 7' });
    const dataName = await makeDataDatabase({ queued: 3 });
    const asked: [number, boolean][] = [];
    const answers = ['wrong horse', 'correct horse'];
    const newKey = await rememberOfflineAccount(org, email, 'battery staple', {
      askPreviousPassword: async (pending, wrong) => {
        asked.push([pending, wrong]);
        return answers.shift() ?? null;
      },
    });
    expect(asked).toEqual([
      [3, false],
      [3, true],
    ]);
    expect(await openJson(newKey, sealed)).toEqual({ name: 'Work order 7' });
    expect(await databaseNames()).toContain(dataName);
  });

  it('the previous password given by Change Password keeps the cache without asking', async () => {
    const oldKey = await rememberOfflineAccount(org, email, 'correct horse');
    const sealed = await sealJson(oldKey, { name: 'Work order 7' });
    await makeDataDatabase({ queued: 1 });
    const newKey = await rememberOfflineAccount(org, email, 'battery staple', {
      previousPassword: 'correct horse',
      askPreviousPassword: () => Promise.reject(new Error('asked')),
    });
    expect(await openJson(newKey, sealed)).toEqual({ name: 'Work order 7' });
  });

  it('queued writes are wiped only when the user discards them; an empty queue is not asked about', async () => {
    await rememberOfflineAccount(org, email, 'correct horse');
    const dataName = await makeDataDatabase({ queued: 1 });
    await rememberOfflineAccount(org, email, 'battery staple', { askPreviousPassword: async () => null });
    expect(await databaseNames()).not.toContain(dataName);

    await rememberOfflineAccount(org, email, 'correct horse');
    const emptyName = await makeDataDatabase({ queued: 0 });
    let asked = false;
    await rememberOfflineAccount(org, email, 'battery staple', {
      askPreviousPassword: async () => {
        asked = true;
        return null;
      },
    });
    expect(asked).toBe(false);
    expect(await databaseNames()).not.toContain(emptyName);
  });

  it('an unknown account cannot unlock', async () => {
    expect((await unlockError('anything')).reason).toBe('no-account');
  });
});
