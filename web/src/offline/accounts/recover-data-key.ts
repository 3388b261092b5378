import { unwrapDataKey } from '../crypto/data-key';
import type { OfflineAccount } from './accounts-db';
import { dataDatabaseName } from './data-database-name';
import { queuedWritesCount } from './queued-writes-count';

/**
 * What may still open an account's cache after its password changed online (issue 27): the
 * key is random and only wrapped by the old password, so the cache (and its queue of unsynced
 * writes) is kept by wrapping that same key with the new password; nothing is re-encrypted.
 */
export type KeyRecovery = {
  /** the data key this tab unlocked before the change (the re-login popup, Change Password) */
  heldKey?: CryptoKey;
  /** the previous password, when the caller knows it (Change Password asks for it) */
  previousPassword?: string;
  /**
   * Asks the user for the previous password when the cache holds unsynced writes; null when the
   * user chooses to discard them. `wrong` says the last answer did not open the cache.
   */
  askPreviousPassword?: (pending: number, wrong: boolean) => Promise<string | null>;
};

/** The old data key of `existing`, or undefined when it cannot (or need not) be kept. */
export async function recoverDataKey(
  existing: OfflineAccount,
  recovery: KeyRecovery,
): Promise<CryptoKey | undefined> {
  // a key that cannot be exported cannot be wrapped anew: the previous password stands in
  if (recovery.heldKey?.extractable) return recovery.heldKey;
  const tryPassword = (password: string) => unwrapDataKey(existing.dataKey, password).catch(() => undefined);
  if (recovery.previousPassword !== undefined) {
    const key = await tryPassword(recovery.previousPassword);
    if (key) return key;
  }
  if (!recovery.askPreviousPassword) return undefined;
  const pending = await queuedWritesCount(await dataDatabaseName(existing.organization, existing.email));
  // nothing unsynced: a fresh cache costs only a new Go Offline
  if (pending === 0) return undefined;
  let wrong = false;
  for (;;) {
    const answer = await recovery.askPreviousPassword(pending, wrong);
    if (answer === null) return undefined;
    const key = await tryPassword(answer);
    if (key) return key;
    wrong = true;
  }
}
