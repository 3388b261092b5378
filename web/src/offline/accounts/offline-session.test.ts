import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newDataKey } from '../crypto/data-key.js';
import { getTabKey, putTabKey, tabKeyIdleMs, touchTabKeys } from './tab-keys-db.js';

/** A Web Storage that remembers every value ever written to it. */
function recordingStorage(written: string[]): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      written.push(`${key}=${value}`);
      items.set(key, String(value));
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

let written: string[];

beforeEach(() => {
  written = [];
  vi.stubGlobal('sessionStorage', recordingStorage(written));
  vi.stubGlobal('localStorage', recordingStorage(written));
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** offline-session.ts as a freshly loaded page sees it: nothing in memory. */
const freshPage = async () => {
  vi.resetModules();
  return import('./offline-session.js');
};

const encoder = new TextEncoder();
async function encrypt(key: CryptoKey, text: string) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  return { iv, data: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(text)) };
}
async function decrypt(key: CryptoKey, sealed: { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }) {
  return new TextDecoder().decode(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data),
  );
}

describe("the tab's offline data key", () => {
  it('is never written to sessionStorage or localStorage, and a reload of the tab still has it', async () => {
    const key = await newDataKey();
    const raw = Buffer.from(await crypto.subtle.exportKey('raw', key));
    const jwk = await crypto.subtle.exportKey('jwk', key);
    const sealed = await encrypt(key, 'offline rows');

    const page = await freshPage();
    await page.keepOfflineSession({ organization: 'demo', email: 'tech@example.com', key });
    expect(page.hasOfflineSession()).toBe(true);

    // nothing of the key in Web Storage: not its JSON Web Key, not its bytes in any encoding
    const everything = written.join('\n');
    for (const form of [
      String(jwk.k),
      raw.toString('base64'),
      raw.toString('base64url'),
      raw.toString('hex'),
    ]) {
      expect(everything).not.toContain(form);
    }
    expect(written.every((entry) => entry.startsWith('strata.offline.tab='))).toBe(true);

    // the reloaded page finds the key, can use it, and cannot read its bytes
    const reloaded = await freshPage();
    expect(reloaded.hasOfflineSession()).toBe(true);
    const session = await reloaded.currentOfflineSession();
    expect(session).toMatchObject({ organization: 'demo', email: 'tech@example.com' });
    if (!session) return;
    expect(await decrypt(session.key, sealed)).toBe('offline rows');
    // IndexedDB holds it wrapped by a key whose bytes no script can read, not the key itself
    const row = await getTabKey(String(sessionStorage.getItem('strata.offline.tab')));
    expect(row?.wrapper.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', row?.wrapper as CryptoKey)).rejects.toThrow();
    expect(Buffer.from(row?.wrapped ?? new ArrayBuffer(0)).includes(raw)).toBe(false);
    expect(JSON.stringify(row)).not.toContain(String(jwk.k));
  });

  it('is gone when the tab drops it, and another tab (another sessionStorage) never sees it', async () => {
    const page = await freshPage();
    await page.keepOfflineSession({
      organization: 'demo',
      email: 'tech@example.com',
      key: await newDataKey(),
    });
    const tab = sessionStorage.getItem('strata.offline.tab');
    expect(tab).not.toBeNull();

    const ownStorage = sessionStorage;
    vi.stubGlobal('sessionStorage', recordingStorage(written));
    const otherTab = await freshPage();
    expect(otherTab.hasOfflineSession()).toBe(false);
    expect(await otherTab.currentOfflineSession()).toBeUndefined();

    vi.stubGlobal('sessionStorage', ownStorage);
    page.dropOfflineSession();
    expect(page.hasOfflineSession()).toBe(false);
    await vi.waitFor(async () => expect(await getTabKey(String(tab))).toBeUndefined());
  });

  it('moves a key an earlier version left in sessionStorage out of it', async () => {
    const key = await newDataKey();
    const jwk = await crypto.subtle.exportKey('jwk', key);
    sessionStorage.setItem(
      'strata.offline.session',
      JSON.stringify({ organization: 'demo', email: 'a@b.c', key: jwk }),
    );
    const page = await freshPage();
    const session = await page.currentOfflineSession();
    expect(sessionStorage.getItem('strata.offline.session')).toBeNull();
    expect(written.filter((entry) => entry.includes(String(jwk.k)))).toHaveLength(1);
    const sealed = await encrypt(key, 'kept');
    if (session) expect(await decrypt(session.key, sealed)).toBe('kept');
  });

  it("of a closed window's tab is deleted by the next tab once it has idled long enough", async () => {
    const wrapper = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'wrapKey',
      'unwrapKey',
    ]);
    const sealedKey = { wrapper, wrapped: new ArrayBuffer(48), iv: new Uint8Array(12) };
    const now = Date.now();
    await putTabKey({ tab: 'closed', organization: 'demo', email: 'a@b.c', ...sealedKey, touchedAt: now });
    await putTabKey({ tab: 'open', organization: 'demo', email: 'a@b.c', ...sealedKey, touchedAt: now });
    await touchTabKeys('open', now + tabKeyIdleMs / 2);
    expect(await getTabKey('closed')).toBeDefined();
    await touchTabKeys('open', now + tabKeyIdleMs + 1);
    expect(await getTabKey('closed')).toBeUndefined();
    expect(await getTabKey('open')).toBeDefined();
  });
});
