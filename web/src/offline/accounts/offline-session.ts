import { deleteTabKey, getTabKey, putTabKey, type TabKey, tabKeyIdleMs, touchTabKeys } from './tab-keys-db';

/**
 * The unlocked account of this tab: its organisation, email and the data key of its encrypted
 * cache. The key is kept in memory and, so that a reload of the tab keeps it, in IndexedDB
 * wrapped by a non-extractable CryptoKey (tab-keys-db.ts), under an id that only this tab's
 * sessionStorage holds: when the window closes, nothing names it any more and the next tab
 * deletes it. Never in Web Storage (issue 35: a JSON Web Key there was readable by any script
 * of the page and written to disk with the session), never unwrapped in any storage.
 */
export type OfflineSession = { organization: string; email: string; key: CryptoKey };

/** This tab's id, naming its key in IndexedDB: not a secret, useless in another tab or browser. */
const tabStorageKey = 'strata.offline.tab';
/** Where earlier versions kept the key itself (a JSON Web Key): read once, moved, removed. */
const legacyStorageKey = 'strata.offline.session';

let current: OfflineSession | undefined;
let touching: ReturnType<typeof setInterval> | undefined;

function readTab(): string | null {
  try {
    return sessionStorage.getItem(tabStorageKey);
  } catch {
    return null;
  }
}

const aesGcm = { name: 'AES-GCM', length: 256 } as const;

/** The data key wrapped by a new non-extractable key: what the tab's row keeps. */
async function sealKey(key: CryptoKey) {
  const wrapper = await crypto.subtle.generateKey(aesGcm, false, ['wrapKey', 'unwrapKey']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const wrapped = await crypto.subtle.wrapKey('raw', key, wrapper, { name: 'AES-GCM', iv });
  return { wrapper, wrapped, iv };
}

/** The data key again, extractable as the page that unlocked it had it (a password change wraps it). */
function openKey(row: TabKey): Promise<CryptoKey> {
  return crypto.subtle.unwrapKey(
    'raw',
    row.wrapped,
    row.wrapper,
    { name: 'AES-GCM', iv: row.iv },
    aesGcm,
    true,
    ['encrypt', 'decrypt'],
  );
}

/** While the tab is open its key stays: touched now and then, so other tabs do not delete it. */
function keepTouching(tab: string): void {
  void touchTabKeys(tab).catch(() => undefined);
  if (touching) clearInterval(touching);
  touching = setInterval(() => void touchTabKeys(tab).catch(() => undefined), tabKeyIdleMs / 6);
}

export async function keepOfflineSession(session: OfflineSession): Promise<void> {
  // this page keeps the key as it came (a password change wraps it again: recover-data-key.ts)
  current = session;
  try {
    sessionStorage.removeItem(legacyStorageKey);
    const tab = readTab() ?? crypto.randomUUID();
    await putTabKey({
      tab,
      organization: session.organization,
      email: session.email,
      ...(await sealKey(session.key)),
      touchedAt: Date.now(),
    });
    sessionStorage.setItem(tabStorageKey, tab);
    keepTouching(tab);
  } catch {
    // storage refused: the key lasts as long as this page
  }
}

export async function currentOfflineSession(): Promise<OfflineSession | undefined> {
  if (current) return current;
  const legacy = await legacySession();
  if (legacy) {
    await keepOfflineSession(legacy);
    return current;
  }
  const tab = readTab();
  if (!tab) return undefined;
  const row = await getTabKey(tab).catch(() => undefined);
  if (!row) {
    // deleted meanwhile (the tab was frozen longer than its key may idle): locked again
    dropOfflineSession();
    return undefined;
  }
  const key = await openKey(row).catch(() => undefined);
  if (!key) {
    dropOfflineSession();
    return undefined;
  }
  current = { organization: row.organization, email: row.email, key };
  keepTouching(tab);
  return current;
}

/** A session an earlier version left in sessionStorage, taken out of it. */
async function legacySession(): Promise<OfflineSession | undefined> {
  let stored: { organization: string; email: string; key: JsonWebKey } | undefined;
  try {
    const text = sessionStorage.getItem(legacyStorageKey);
    sessionStorage.removeItem(legacyStorageKey);
    stored = text ? JSON.parse(text) : undefined;
  } catch {
    stored = undefined;
  }
  if (!stored) return undefined;
  const key = await crypto.subtle
    .importKey('jwk', stored.key, aesGcm, true, ['encrypt', 'decrypt'])
    .catch(() => undefined);
  return key ? { organization: stored.organization, email: stored.email, key } : undefined;
}

/** Whether this tab holds an unlocked key (read at once, for the shell's first render). */
export function hasOfflineSession(): boolean {
  if (current) return true;
  try {
    return readTab() !== null || sessionStorage.getItem(legacyStorageKey) !== null;
  } catch {
    return false;
  }
}

export function dropOfflineSession(): void {
  current = undefined;
  if (touching) clearInterval(touching);
  touching = undefined;
  const tab = readTab();
  try {
    sessionStorage.removeItem(tabStorageKey);
    sessionStorage.removeItem(legacyStorageKey);
  } catch {
    // nothing kept
  }
  if (tab) void deleteTabKey(tab).catch(() => undefined);
}
