import { deleteDB } from 'idb';
import { newDataKey, unwrapDataKey, wrapDataKey } from '../crypto/data-key';
import { hashOfflinePassword, verifyOfflinePassword } from '../crypto/offline-password';
import { accountKey, type LastAccount, type OfflineAccount, withAccounts } from './accounts-db';
import { dataDatabaseName } from './data-database-name';
import { type KeyRecovery, recoverDataKey } from './recover-data-key';
import { deleteTabKeysOf } from './tab-keys-db';

/** Wrong offline passwords in a row after which the account's offline data is wiped (issue 27). */
export const maxWrongOfflinePasswords = 5;

export type OfflineUnlockFailure = 'no-account' | 'wrong-password' | 'wiped';

export class OfflineUnlockError extends Error {
  override readonly name = 'OfflineUnlockError';
  constructor(
    readonly reason: OfflineUnlockFailure,
    /** wrong passwords still allowed before the wipe */
    readonly attemptsLeft = 0,
  ) {
    super(reason);
  }
}

/** Deletes an account's hash, wrapped key and its whole offline cache. */
export async function forgetOfflineAccount(organization: string, email: string): Promise<void> {
  const key = accountKey(organization, email);
  await withAccounts(async (db) => {
    await db.delete('accounts', key);
    const last = await db.get('device', 'last');
    if (last && accountKey(last.organization, last.email) === key) await db.delete('device', 'last');
  });
  await deleteDB(await dataDatabaseName(organization, email));
  // the unlocked keys other tabs keep of it open nothing now: they go too
  await deleteTabKeysOf(key);
}

/**
 * After an online sign-in with a password: keeps the offline password hash and the account's
 * data key, so the installed app unlocks offline later; answers the data key. When the password
 * changed since (online), the old key is kept if `recovery` can open it (a key this tab holds,
 * the previous password), wrapped anew with the new password, so unsynced writes stay; otherwise
 * the old cache is wiped and a new key made.
 */
export async function rememberOfflineAccount(
  organization: string,
  email: string,
  password: string,
  recovery: KeyRecovery = {},
): Promise<CryptoKey> {
  const key = accountKey(organization, email);
  const existing = await withAccounts((db) => db.get('accounts', key));
  let dataKey: CryptoKey | undefined;
  let wrapped = existing?.dataKey;
  if (existing && (await verifyOfflinePassword(password, existing.password))) {
    dataKey = await unwrapDataKey(existing.dataKey, password).catch(() => undefined);
  }
  if (!dataKey && existing) {
    dataKey = await recoverDataKey(existing, recovery);
    if (dataKey) wrapped = await wrapDataKey(dataKey, password);
  }
  if (!dataKey || !wrapped) {
    if (existing) await forgetOfflineAccount(organization, email);
    dataKey = await newDataKey();
    wrapped = await wrapDataKey(dataKey, password);
  }
  const account: OfflineAccount = {
    key,
    organization: organization.trim().toLowerCase(),
    email: email.trim().toLowerCase(),
    // a fresh salt with every online sign-in
    password: await hashOfflinePassword(password),
    dataKey: wrapped,
    failedAttempts: 0,
    rememberedAt: new Date().toISOString(),
  };
  await withAccounts(async (db) => {
    const tx = db.transaction(['accounts', 'device'], 'readwrite');
    await Promise.all([
      tx.objectStore('accounts').put(account),
      tx.objectStore('device').put({ organization: account.organization, email: account.email }, 'last'),
      tx.done,
    ]);
  });
  return dataKey;
}

/** Counts one wrong password in one transaction (two tabs cannot both count the same one). */
async function countWrongPassword(key: string): Promise<number> {
  return withAccounts(async (db) => {
    const tx = db.transaction('accounts', 'readwrite');
    const account = await tx.store.get(key);
    if (!account) return maxWrongOfflinePasswords;
    account.failedAttempts += 1;
    await tx.store.put(account);
    await tx.done;
    return account.failedAttempts;
  });
}

/**
 * Offline sign-in: checks the password against the offline hash and answers the account's data
 * key. A wrong password is counted; the fifth in a row wipes the account and its cache.
 */
export async function unlockOfflineAccount(
  organization: string,
  email: string,
  password: string,
): Promise<CryptoKey> {
  const key = accountKey(organization, email);
  const account = await withAccounts((db) => db.get('accounts', key));
  if (!account) throw new OfflineUnlockError('no-account');
  const dataKey = (await verifyOfflinePassword(password, account.password))
    ? await unwrapDataKey(account.dataKey, password).catch(() => undefined)
    : undefined;
  if (!dataKey) {
    const failures = await countWrongPassword(key);
    if (failures >= maxWrongOfflinePasswords) {
      await forgetOfflineAccount(organization, email);
      throw new OfflineUnlockError('wiped');
    }
    throw new OfflineUnlockError('wrong-password', maxWrongOfflinePasswords - failures);
  }
  if (account.failedAttempts > 0) {
    await withAccounts(async (db) => {
      await db.put('accounts', { ...account, failedAttempts: 0 });
    });
  }
  return dataKey;
}

/** The organisation and email of the last offline-capable sign-in on this device. */
export function lastOfflineAccount(): Promise<LastAccount | undefined> {
  return withAccounts((db) => db.get('device', 'last'));
}
