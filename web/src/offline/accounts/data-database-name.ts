import { accountKey } from './accounts-db';

/**
 * The IndexedDB database of one account's offline cache (one per organisation and user). Its
 * name is a digest, so the list of databases on the device names no organisation or email.
 */
export async function dataDatabaseName(organization: string, email: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(accountKey(organization, email)),
  );
  const hex = [...new Uint8Array(digest).slice(0, 12)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `strata-offline-data-${hex}`;
}
