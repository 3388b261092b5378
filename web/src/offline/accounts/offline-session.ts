/**
 * The unlocked account of this tab: its organisation, email and the data key of its encrypted
 * cache. Like the access token (session/access-token.ts), a copy lives in this tab's
 * sessionStorage so a reload keeps it, and it is gone when the window closes: the installed app
 * asks for the password (online or offline) at every start, and the key never reaches
 * localStorage or IndexedDB unwrapped.
 */
export type OfflineSession = { organization: string; email: string; key: CryptoKey };

type Stored = { organization: string; email: string; key: JsonWebKey };

const storageKey = 'strata.offline.session';
let current: OfflineSession | undefined;

export async function keepOfflineSession(session: OfflineSession): Promise<void> {
  current = session;
  const stored: Stored = {
    organization: session.organization,
    email: session.email,
    key: await crypto.subtle.exportKey('jwk', session.key),
  };
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(stored));
  } catch {
    // storage refused: the key lasts as long as this page
  }
}

export async function currentOfflineSession(): Promise<OfflineSession | undefined> {
  if (current) return current;
  let stored: Stored | undefined;
  try {
    const text = sessionStorage.getItem(storageKey);
    stored = text ? (JSON.parse(text) as Stored) : undefined;
  } catch {
    stored = undefined;
  }
  if (!stored) return undefined;
  const key = await crypto.subtle.importKey('jwk', stored.key, { name: 'AES-GCM', length: 256 }, true, [
    'encrypt',
    'decrypt',
  ]);
  current = { organization: stored.organization, email: stored.email, key };
  return current;
}

/** Whether this tab holds an unlocked key (read at once, for the shell's first render). */
export function hasOfflineSession(): boolean {
  if (current) return true;
  try {
    return sessionStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

export function dropOfflineSession(): void {
  current = undefined;
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // nothing kept
  }
}
