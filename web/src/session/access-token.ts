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

type ChannelMessage = { type: 'ask' } | { type: 'answer'; token: string } | { type: 'signed-out' };

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
  if (message.type === 'ask' && token)
    channel.postMessage({ type: 'answer', token } satisfies ChannelMessage);
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

/** A tab opened without a token asks the others for theirs, waiting at most `waitMs`. */
export async function borrowAccessToken(waitMs = 150): Promise<string | undefined> {
  if (token || !channel) return token;
  channel.postMessage({ type: 'ask' } satisfies ChannelMessage);
  const deadline = Date.now() + waitMs;
  while (!token && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 15));
  return token;
}
