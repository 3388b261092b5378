import { saveAccessToken } from '../api/access-token';

/**
 * Sign-in hand-overs (issue 35 item 4). A provider sign-in or a new trial organisation lands
 * with `#handover=<code>`: a one-time code, not the session, which POST /api/handover turns
 * into a token. A flow this tab starts on its own origin stores a nonce first (sessionStorage,
 * this tab only) and the server opens its code only with it, so a link someone else crafted
 * opens nothing. A code without a nonce (the trial's hand-over from the bare domain, a
 * provider sign-up) is taken only after asking whose account it signs in, and whether to
 * replace the session the tab has.
 * An old `#access-token=` link is taken out of the address and ignored.
 */
const nonceKey = 'strata.handover-nonce';
const wellFormed = /^[A-Za-z0-9_-]{43}$/;

let pendingCode: string | undefined;

/** Takes a hand-over out of the address before anything else runs (history, bookmarks, referrers). */
export function takeHandoverFromAddress(): void {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (!fragment.has('handover') && !fragment.has('access-token')) return;
  const code = fragment.get('handover') ?? '';
  if (wellFormed.test(code)) pendingCode = code;
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
}

/** The code the address brought, once. */
export function takePendingHandover(): string | undefined {
  const code = pendingCode;
  pendingCode = undefined;
  return code;
}

/** A fresh nonce for a flow this tab starts and that ends on this origin. */
export function newHandoverNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const nonce = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    sessionStorage.setItem(nonceKey, nonce);
  } catch {
    // no storage: the flow's code cannot be opened, and the user signs in with a password
  }
  return nonce;
}

function takeNonce(): string | undefined {
  try {
    const nonce = sessionStorage.getItem(nonceKey) ?? undefined;
    sessionStorage.removeItem(nonceKey);
    return nonce;
  } catch {
    return undefined;
  }
}

type Exchanged = { started: boolean; user: { name: string | null; email: string | null } };

/**
 * Exchanges a code for a session and keeps it. A code not of this tab's own flow is kept only
 * when `confirmAccount`, asked with the account it would sign in, says yes; a no ends the new
 * session at once. True when the tab took the new session.
 */
export async function exchangeHandover(
  code: string,
  confirmAccount: (account: string) => boolean,
): Promise<boolean> {
  const nonce = takeNonce();
  const response = await fetch('/api/handover', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(nonce ? { code, nonce } : { code }),
  }).catch(() => undefined);
  const token = response?.ok ? response.headers.get('access-token') : null;
  if (!response || !token) return false;
  const body = (await response.json().catch(() => null)) as Exchanged | null;
  const account = [body?.user.name, body?.user.email ? `<${body.user.email}>` : undefined]
    .filter(Boolean)
    .join(' ');
  // a code of another browser's making (a trial's hand-over, a sign-up, or a link someone sent)
  // is only taken when the user says the account is theirs: a link crafted by a colleague would
  // otherwise sign a signed-out victim into the colleague's session without a word
  if (body?.started !== true && !confirmAccount(account)) {
    await fetch('/api/logout', { method: 'POST', headers: { 'access-token': token } }).catch(() => undefined);
    return false;
  }
  saveAccessToken(token);
  return true;
}
