import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { WrappedDataKey } from '../crypto/data-key';
import type { OfflinePasswordHash } from '../crypto/offline-password';

/**
 * Who may unlock offline data on this device: per organisation and email, the offline password
 * hash (spec 000 section 9), the wrapped key of that account's encrypted cache, and the count of
 * wrong offline passwords since the last right one. Plus the last organisation and email used
 * (spec 000 section 9: "on the desktop wrapper the email"), to fill the sign-in form offline.
 */
export type OfflineAccount = {
  /** accountKey(organization, email) */
  key: string;
  organization: string;
  email: string;
  password: OfflinePasswordHash;
  dataKey: WrappedDataKey;
  failedAttempts: number;
  rememberedAt: string;
};

export type LastAccount = { organization: string; email: string };

interface AccountsSchema extends DBSchema {
  accounts: { key: string; value: OfflineAccount };
  device: { key: 'last'; value: LastAccount };
}

export const accountsDatabaseName = 'strata-offline-accounts';

/** Organisation names and emails are compared as the server does: trimmed, in lower case. */
export function accountKey(organization: string, email: string): string {
  return `${organization.trim().toLowerCase()}\n${email.trim().toLowerCase()}`;
}

/** Opens the accounts database for one job; the caller closes it (a wipe must not be blocked). */
export function openAccounts(): Promise<IDBPDatabase<AccountsSchema>> {
  return openDB<AccountsSchema>(accountsDatabaseName, 1, {
    upgrade(db) {
      db.createObjectStore('accounts', { keyPath: 'key' });
      db.createObjectStore('device');
    },
  });
}

export async function withAccounts<T>(job: (db: IDBPDatabase<AccountsSchema>) => Promise<T>): Promise<T> {
  const db = await openAccounts();
  try {
    return await job(db);
  } finally {
    db.close();
  }
}
