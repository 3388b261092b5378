import type { TrialTemplate } from '@strata/api/contract/trial-templates';
import { saveAccessToken } from './access-token';
import { type ApiResponse, apiRequest } from './http';

/** The sign-in calls of spec 000 section 7, as the public pages use them. */

type Organization = { ok: true; name: string; displayName: string };
type SignedIn = { ok: true; ret?: string | null; message?: string };

/**
 * Keeps the new session's token. Cached answers stay: the logged-out popup signs in over a page
 * with unsaved work and only refetches; the public pages drop them (session/enter-app.ts).
 */
function keepToken(response: ApiResponse<unknown>): void {
  const token = response.headers.get('access-token');
  if (token) saveAccessToken(token);
}

/** The organisation this page belongs to (sub-domain or ?org=), or the one typed in the form. */
export async function checkOrganization(organization?: string): Promise<Organization> {
  const query = organization ? `?org=${encodeURIComponent(organization)}` : '';
  return (await apiRequest<Organization>(`/api/organization${query}`, { quietUnauthorized: true })).body;
}

export async function login(form: { organization?: string; username: string; password: string }) {
  const response = await apiRequest<SignedIn>('/api/login', { form, quietUnauthorized: true });
  keepToken(response);
  return response.body;
}

export async function logout(): Promise<void> {
  await apiRequest('/api/logout', { method: 'POST', quietUnauthorized: true });
  // the spec's logout ends with GET /api/401; it answers 401 by design
  await apiRequest('/api/401', { quietUnauthorized: true }).catch(() => undefined);
}

export type MagicReason = 'LOGIN' | 'INVITE' | 'USER_FORGOT' | 'ADMIN_CHANGE';

export async function requestMagicLink(form: {
  organization?: string;
  username: string;
  reason?: MagicReason;
  ret?: string;
}): Promise<{ ok: true; code: string }> {
  return (await apiRequest<{ ok: true; code: string }>('/api/getmagic', { form, quietUnauthorized: true }))
    .body;
}

export async function redeemMagicLink(form: { organization?: string; username: string; secret: string }) {
  const response = await apiRequest<SignedIn>('/api/magic', { form, quietUnauthorized: true });
  keepToken(response);
  return response.body;
}

export async function chooseNewPassword(form: {
  organization?: string;
  username: string;
  password: string;
  newPassword: string;
}) {
  const response = await apiRequest<SignedIn>('/api/mustchangepassword', { form, quietUnauthorized: true });
  keepToken(response);
  return response.body;
}

/** `bits`: the difficulty, leading bits of SHA-256(salt + answer) that must match `hash`. */
export type Puzzle = { salt: string; hash: string; cookie: string; iv: string; bits: number };

export async function fetchPuzzle(): Promise<Puzzle> {
  return (await apiRequest<Puzzle>('/api/formpuzzle')).body;
}

export type SignupForm = {
  organization: string;
  person: string;
  username: string;
  password: string;
  /** The trial page's choice; the server starts from `crm` without it. */
  template?: TrialTemplate;
};
export type SignupDone = { ok: true; organization: string; url: string };

export async function signUp(form: SignupForm & { cookie: string; iv: string; solved: string }) {
  return (await apiRequest<SignupDone>('/api/signup', { form })).body;
}

/** One trial request: 'WAIT' while the organisation is being made (spec 000 section 4, Trial). */
export async function requestTrial(
  form: SignupForm & { cookie: string; iv: string; solved: string },
): Promise<SignupDone | 'WAIT'> {
  const response = await apiRequest<SignupDone | string>('/api/trial', { form });
  return response.status === 202 || response.body === 'WAIT' ? 'WAIT' : (response.body as SignupDone);
}
