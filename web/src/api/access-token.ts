/**
 * The access token lives in memory. A copy in sessionStorage (this tab only, gone when the tab
 * closes) restores it after a reload; a new tab of the same origin asks an open tab for it over
 * a BroadcastChannel instead of making the user sign in again. The token never goes into
 * localStorage, a cookie or a URL the app keeps.
 */
const storageKey = 'strata.session';
const channelName = 'strata.session';

let token: string | undefined = readStored();
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName);

type ChannelMessage =
  | { type: 'ask' }
  | { type: 'answer'; token: string }
  | { type: 'none' }
  | { type: 'signed-out' };

/**
 * Every tab of the app holds this shared Web Lock while it is open, so a new tab can count the
 * others (navigator.locks.query) before asking them for their token.
 */
const tabLockName = 'strata.tab';

function readStored(): string | undefined {
  try {
    return sessionStorage.getItem(storageKey) ?? undefined;
  } catch {
    return undefined;
  }
}

function store(value: string | undefined): void {
  try {
    if (value) sessionStorage.setItem(storageKey, value);
    else sessionStorage.removeItem(storageKey);
  } catch {
    // private mode without storage: the token stays in memory only
  }
}

channel?.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
  const message = event.data;
  // a tab without a token says so, so that the asking tab need not wait for it
  if (message.type === 'ask')
    channel.postMessage((token ? { type: 'answer', token } : { type: 'none' }) satisfies ChannelMessage);
  if (message.type === 'answer' && !token) {
    token = message.token;
    store(token);
  }
  if (message.type === 'signed-out') {
    token = undefined;
    store(undefined);
  }
});

export function readAccessToken(): string | undefined {
  return token;
}

export function saveAccessToken(value: string): void {
  token = value;
  store(value);
}

/** Forgets the token here and in every other tab of this organisation. */
export function clearAccessToken(): void {
  token = undefined;
  store(undefined);
  channel?.postMessage({ type: 'signed-out' } satisfies ChannelMessage);
}

/** Forgets the token in this tab only: it was made for another origin (a new trial organisation). */
export function dropAccessTokenHere(): void {
  token = undefined;
  store(undefined);
}

/** How many other tabs of the app are open, or undefined where Web Locks are not available. */
async function otherTabs(): Promise<number | undefined> {
  try {
    if (!navigator.locks) return undefined;
    const { held = [] } = await navigator.locks.query();
    return held.filter((lock) => lock.name === tabLockName).length;
  } catch {
    return undefined;
  }
}

/** Holds this tab's share of the tab lock until the tab closes. */
function holdTabLock(): void {
  navigator.locks
    ?.request(tabLockName, { mode: 'shared' }, () => new Promise<never>(() => {}))
    .catch(() => {});
}

/**
 * A tab opened without a token asks the others for theirs. It knows how many there are (Web
 * Locks), so alone it does not wait at all, and with others it waits until one answers with a
 * token, all have said they have none, or `waitMs` passed: a busy browser may take a second to
 * answer, which a fixed short wait lost (the new tab then asked for a sign-in). Where Web Locks
 * are missing (plain http off localhost) it waits `unknownWaitMs` for an answer.
 */
export async function borrowAccessToken(waitMs = 3_000, unknownWaitMs = 150): Promise<string | undefined> {
  // a reloaded tab has its token already: nothing to count or ask, so its start waits for nothing
  if (token || !channel) {
    holdTabLock();
    return token;
  }
  // counted before this tab takes its own share of the lock
  const others = await otherTabs();
  holdTabLock();
  if (token || others === 0) return token;
  const open = channel;
  return new Promise((resolve) => {
    let without = 0;
    const finish = () => {
      clearTimeout(timer);
      open.removeEventListener('message', listen);
      resolve(token);
    };
    // registered after the module's own listener, which has taken an answer's token by then
    const listen = (event: MessageEvent<ChannelMessage>) => {
      if (event.data.type === 'answer') finish();
      if (event.data.type === 'none' && others !== undefined && ++without >= others) finish();
    };
    const timer = setTimeout(finish, others === undefined ? unknownWaitMs : waitMs);
    open.addEventListener('message', listen);
    open.postMessage({ type: 'ask' } satisfies ChannelMessage);
  });
}
